import { adminUserEndpoints } from "@kosh/core/api/admin-users";
import { signInOverHttp } from "@kosh/testing/sign-in";
import type { Mailbox } from "@kosh/testing/smtp-capture";
import { expectStatus, httpClient, type HttpClient } from "./http-client.ts";

export interface SignedIn {
  email: string;
  token: string;
  /** Its connections, leaving from its own loopback address. */
  client: HttpClient;
}

/** 127.0.0.1 is the admin's; investors start here, one address each. */
const FIRST_INVESTOR_ADDRESS = 10;

/** Loopback address number `n` (0-based) of the 127.1.0.0/16 block, one per simulated investor. */
export function investorAddress(index: number): string {
  const host = FIRST_INVESTOR_ADDRESS + index;
  return `127.1.${Math.floor(host / 250)}.${(host % 250) + 1}`;
}

/**
 * Signs in as a person does (the test harness's `signInOverHttp`: a code mailed through SMTP,
 * read from the capture), from its own loopback address, and completes the profile when the
 * server asks for one.
 */
export async function signIn(
  baseUrl: string,
  mailbox: Mailbox,
  email: string,
  localAddress: string,
  maxSockets?: number,
): Promise<SignedIn> {
  const client = httpClient(baseUrl, localAddress, maxSockets);
  const { token } = await signInOverHttp(client.sendJson, mailbox, email, {
    profile: {
      name: "Load Test Saver",
      date_of_birth: "1985-04-12",
      location: "Pune",
    },
  });
  return { email, token, client };
}

/**
 * The admin invites `count` investors through the admin users API (each gets the invitation
 * mail), then every investor signs in from their own loopback address, a few at a time.
 */
export async function signInInvestors(
  baseUrl: string,
  mailbox: Mailbox,
  admin: SignedIn,
  count: number,
  runId: string,
): Promise<SignedIn[]> {
  const emails = Array.from(
    { length: count },
    (_, index) => `saver-${runId}-${index + 1}@example.com`,
  );
  for (const email of emails) {
    await expectStatus(
      admin.client.send(
        adminUserEndpoints.invite,
        { body: { email, role: "user" } },
        admin.token,
      ),
      201,
      `inviting ${email}`,
    );
  }
  const investors: SignedIn[] = [];
  const AT_ONCE = 10;
  for (let start = 0; start < emails.length; start += AT_ONCE) {
    const batch = emails.slice(start, start + AT_ONCE);
    investors.push(
      ...(await Promise.all(
        batch.map((email, offset) =>
          signIn(baseUrl, mailbox, email, investorAddress(start + offset), 2),
        ),
      )),
    );
  }
  return investors;
}
