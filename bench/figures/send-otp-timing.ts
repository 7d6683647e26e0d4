import { performance } from "node:perf_hooks";
import { adminUserEndpoints } from "@kosh/core/api/admin-users";
import { authEndpoints } from "@kosh/core/api/auth";
import { apiClient, expectSuccess } from "@kosh/testing/api-client";
import { sendJsonTo } from "@kosh/testing/send-json";
import { signInOverHttp } from "@kosh/testing/sign-in";
import type { Mailbox } from "@kosh/testing/smtp-capture";

export interface SendOtpTiming {
  invitedMedianMs: number;
  uninvitedMedianMs: number;
  /** |invited − uninvited| ÷ the smaller median. */
  gap: number;
  requestsEach: number;
}

const REQUESTS_EACH = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * `POST /api/auth/send-otp` answer times for invited and for uninvited addresses, with real SMTP
 * configured (docs/architecture.md#performance-budgets: medians within 20 %). The admin signs in
 * and invites the addresses through the API; then the two kinds alternate, one request at a time,
 * each address asked once and from a loopback address of its own, so no sending limit is met.
 * An admin session from an earlier figure is reused: signing the admin in again within a minute
 * of its last code meets the resend wait (429).
 */
export async function sendOtpTiming(
  baseUrl: string,
  mailbox: Mailbox,
  adminEmail: string,
  adminToken?: string,
): Promise<SendOtpTiming> {
  const token =
    adminToken ?? (await signInOverHttp(baseUrl, mailbox, adminEmail)).token;
  const run = Date.now().toString(36);
  const invited = Array.from(
    { length: REQUESTS_EACH + 2 },
    (_, index) => `bench-invited-${run}-${index}@example.com`,
  );
  const call = apiClient(baseUrl);
  for (const email of invited) {
    await expectSuccess(
      call(adminUserEndpoints.invite, { body: { email } }, { token }),
      201,
      `inviting ${email}`,
    );
  }
  // Let the invitation mails go out first, so the worker is idle as in steady use.
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const times = { invited: [] as number[], uninvited: [] as number[] };
  let sequence = 0;
  const ask = async (email: string): Promise<number> => {
    sequence += 1;
    const send = apiClient(
      sendJsonTo(baseUrl, {
        localAddress: `127.0.${Math.floor(sequence / 250) + 10}.${(sequence % 250) + 1}`,
      }),
    );
    const started = performance.now();
    const answer = await send(authEndpoints.sendOtp, { body: { email } });
    const ms = performance.now() - started;
    if (answer.status !== 200)
      throw new Error(`send-otp for ${email} answered ${answer.status}`);
    return ms;
  };
  // Two of each as warm-up, not counted.
  for (let index = 0; index < REQUESTS_EACH + 2; index += 1) {
    const invitedMs = await ask(invited[index]!);
    const uninvitedMs = await ask(`bench-stranger-${run}-${index}@example.com`);
    if (index < 2) continue;
    times.invited.push(invitedMs);
    times.uninvited.push(uninvitedMs);
  }
  const invitedMedianMs = median(times.invited);
  const uninvitedMedianMs = median(times.uninvited);
  return {
    invitedMedianMs,
    uninvitedMedianMs,
    gap:
      Math.abs(invitedMedianMs - uninvitedMedianMs) /
      Math.min(invitedMedianMs, uninvitedMedianMs),
    requestsEach: REQUESTS_EACH,
  };
}
