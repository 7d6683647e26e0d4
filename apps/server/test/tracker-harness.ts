import type { LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import type { BuildAppOptions } from "../src/app.ts";
import { seedReferenceLists } from "../src/db/seed-reference-lists.ts";
import { seedSchemeRates } from "../src/db/seed-scheme-rates.ts";
import { companies, investTypes, investments } from "../src/db/schema.ts";
import type { UserRole } from "../src/db/schema.ts";
import {
  type SignInHarness,
  startSignInHarness,
  uniqueEmail,
} from "./sign-in-harness.ts";

/**
 * The whole server for tracker tests: a migrated and seeded database, users signed in through
 * the real OTP flow, and requests through `app.inject` exactly as a client sends them.
 */
export interface TrackerHarness {
  server: SignInHarness;
  /** Invites a new user with this role and signs them in. */
  signedInUser(label: string, role?: UserRole): Promise<Caller>;
  /** A caller with no session at all. */
  anonymous: Caller;
  companyId(name: string): Promise<string>;
  investTypeId(name: string): Promise<string>;
  /** Every investment row, read straight from the database, to prove what did (not) change. */
  storedInvestments(): Promise<(typeof investments.$inferSelect)[]>;
  close(): Promise<void>;
}

export interface Caller {
  email: string;
  /** Sends a request and waits until the mail worker has sent what is due. */
  request(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** `logger` sends the log where the test reads it (test/log-capture.ts). */
export async function startTrackerHarness(
  options: Pick<BuildAppOptions, "logger"> = {},
): Promise<TrackerHarness> {
  const server = await startSignInHarness({}, options);
  await seedReferenceLists(server.db);
  await seedSchemeRates(server.db, server.app.now());

  // Like a person checking their inbox a moment later: each request returns once the mail worker
  // has sent what the request queued.
  const caller = (email: string, token?: string): Caller => ({
    email,
    async request(method, url, payload, headers = {}) {
      const response = await server.app.inject({
        method,
        url,
        headers: token
          ? { ...headers, authorization: `Bearer ${token}` }
          : headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      await server.app.mailQueue.drain();
      return response;
    },
  });

  return {
    server,
    anonymous: caller(""),
    async signedInUser(label, role = "user") {
      const email = uniqueEmail(label);
      await server.invite(email, role);
      return caller(email, await server.signIn(email));
    },
    async companyId(name) {
      const [row] = await server.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.name, name));
      if (!row) throw new Error(`No company named ${name}`);
      return row.id;
    },
    async investTypeId(name) {
      const [row] = await server.db
        .select({ id: investTypes.id })
        .from(investTypes)
        .where(eq(investTypes.typeName, name));
      if (!row) throw new Error(`No investment type named ${name}`);
      return row.id;
    },
    storedInvestments: () =>
      server.db.select().from(investments).orderBy(investments.id),
    close: () => server.close(),
  };
}
