import type { SmtpCapture } from "@kosh/testing/smtp-capture";
import type { App } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { startKosh } from "../../src/startup.ts";
import type { PrivatePostgres } from "../private-postgres.ts";
import {
  type Call,
  invitedAndSignedIn,
  koshOverHttp,
  type Person,
} from "./kosh-over-http.ts";

/** The start-up admin of every fault scenario on PostgreSQL. */
const ADMIN_EMAIL = "admin@example.com";

/**
 * The real server (startKosh, as `npm start` with DATABASE_URL) on the private cluster, listening
 * on loopback with its mail going to `smtp`, and the people of `emails` invited and signed in.
 */
export async function koshOnPostgres(
  cluster: PrivatePostgres,
  smtp: SmtpCapture,
  emails: string[],
): Promise<{ app: App; call: Call; people: Person[] }> {
  const app = await startKosh(
    loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: cluster.url,
      SMTP_URL: smtp.url,
      ADMIN_EMAIL,
    }),
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const people = await invitedAndSignedIn(
    app.listeningOrigin,
    smtp.mailbox,
    ADMIN_EMAIL,
    emails,
  );
  return { app, call: koshOverHttp(app.listeningOrigin), people };
}
