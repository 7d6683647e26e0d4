import { createServer, type Server, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_UNAVAILABLE_MESSAGE } from "../../src/modules/auth/sign-in-rules.ts";
import {
  type SignInHarness,
  startSignInHarness,
  uniqueEmail,
} from "../sign-in-harness.ts";
import { type SmtpCapture, startSmtpCapture } from "@kosh/testing/smtp-capture";
import { type ReportRow, reportFaults } from "./fault-report.ts";

/**
 * The mail server goes away while Kosh runs. Asking for a sign-in code must answer 503 with the
 * sign-in screen's message (docs/product.md#messages), whether the mail server refuses connections
 * or takes them and never speaks, and Kosh must send codes again, without a restart, once the mail
 * server is back. The SMTP servers are real sockets on the port SMTP_URL names; nothing of Kosh's
 * is mocked.
 */

/**
 * The web app gives up on a request after 60 s (docs/product.md#limits-and-constants); the answer
 * must come well before.
 */
const HUNG_SERVER_LIMIT_MS = 15_000;

interface Timed {
  response: LightMyRequestResponse;
  ms: number;
}

let kosh: SignInHarness;
let port: number;
let mailServerBack: SmtpCapture | undefined;
const reachedEmail = uniqueEmail("smtp-up");
const strandedEmail = uniqueEmail("smtp-down");
let refused: Timed;
let refusedResend: Timed;
let hung: Timed;
let afterReturn: Timed;
let signedInAfterReturn: LightMyRequestResponse;

beforeAll(async () => {
  kosh = await startSignInHarness();
  port = Number(new URL(kosh.smtp.url).port);
  await kosh.invite(reachedEmail);
  await kosh.invite(strandedEmail);
  const first = await kosh.sendCode(reachedEmail);
  if (first.statusCode !== 200)
    throw new Error(`with the mail server up: ${first.body}`);

  await kosh.smtp.close();
  refused = await timed(() => kosh.sendCode(strandedEmail));
  refusedResend = await timed(() => kosh.resendCode(strandedEmail));

  const silent = await startSilentServer(port);
  try {
    hung = await timed(() => kosh.sendCode(strandedEmail));
  } finally {
    await silent.close();
  }

  mailServerBack = await startSmtpCapture({ port });
  afterReturn = await timed(() => kosh.sendCode(strandedEmail));
  signedInAfterReturn = await kosh.verify(
    strandedEmail,
    mailServerBack.latestCode(strandedEmail),
  );
  await reportFaults("SMTP down", reportRows());
}, 60_000);

afterAll(async () => {
  await Promise.all([kosh?.close(), mailServerBack?.close()]);
});

const unavailableBody = {
  statusCode: 503,
  code: "SERVICE_UNAVAILABLE",
  error: "Service Unavailable",
  message: AUTH_UNAVAILABLE_MESSAGE,
};

describe("the mail server going away while people sign in", () => {
  it("answers a code request with 503, the sign-in screen's message and Retry-After when the mail server refuses connections", () => {
    expect(refused.response.statusCode).toBe(503);
    expect(refused.response.json()).toEqual(unavailableBody);
    expect(Number(refused.response.headers["retry-after"])).toBeGreaterThan(0);
    expect(refusedResend.response.statusCode).toBe(503);
    expect(refusedResend.response.json()).toEqual(unavailableBody);
  });

  it("answers the same 503, well within the app's 60 s, when the mail server takes the connection and never speaks", () => {
    expect(hung.response.statusCode).toBe(503);
    expect(hung.response.json()).toEqual(unavailableBody);
    expect(hung.ms).toBeLessThan(HUNG_SERVER_LIMIT_MS);
  });

  it("sends codes again once the mail server is back, without a restart, and the code signs the person in", () => {
    // The failed sends did not count: no 60-second wait although three requests came before.
    expect(afterReturn.response.statusCode).toBe(200);
    expect(signedInAfterReturn.statusCode).toBe(200);
    expect(mailServerBack?.mailsTo(strandedEmail)).toHaveLength(1);
  });
});

async function timed(
  request: () => Promise<LightMyRequestResponse>,
): Promise<Timed> {
  const started = performance.now();
  const response = await request();
  return { response, ms: performance.now() - started };
}

/** Accepts SMTP connections and never sends the greeting: a hung or overloaded mail server. */
async function startSilentServer(
  listenPort: number,
): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The figures for docs/reliability.md, judged as the tests above judge them. */
function reportRows(): ReportRow[] {
  const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
  const answersUnavailable = ({ response }: Timed) =>
    response.statusCode === 503 &&
    response.json().message === AUTH_UNAVAILABLE_MESSAGE;
  return [
    {
      check:
        "mail server refusing connections → 503 with the sign-in screen's message",
      result: `send-otp and resend-otp answered ${refused.response.statusCode} in ${ms(refused.ms)}, Retry-After: ${refused.response.headers["retry-after"]}, "${refused.response.json().message}"`,
      passed: answersUnavailable(refused) && answersUnavailable(refusedResend),
    },
    {
      check:
        "mail server taking connections and never greeting → the same 503 before the app's 60 s timeout",
      result: `answered ${hung.response.statusCode} after ${ms(hung.ms)}`,
      passed: answersUnavailable(hung) && hung.ms < HUNG_SERVER_LIMIT_MS,
    },
    {
      check: "codes are sent again once the mail server is back (no restart)",
      result: `send-otp answered ${afterReturn.response.statusCode} in ${ms(afterReturn.ms)}; the mailed code signed the person in (${signedInAfterReturn.statusCode})`,
      passed:
        afterReturn.response.statusCode === 200 &&
        signedInAfterReturn.statusCode === 200,
    },
  ];
}
