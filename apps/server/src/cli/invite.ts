// `npm run invite -- <email> [--admin]`: invites an address from the command line and says what it did.
import { sendOtpRequest } from "@kosh/core/contracts/auth";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { openDatabase } from "../db/open-database.ts";
import { DataDirUnusableError } from "../db/private-data-dir.ts";
import {
  describeInvitation,
  inviteUser,
} from "../modules/users/users.service.ts";
import { fail, loadConfigOrFail, serverIsRunning } from "./cli-support.ts";

const USAGE = `Usage: npm run invite -- <email> [--admin]

Invites <email> to Kosh; with --admin, as an administrator.
Works against PostgreSQL (DATABASE_URL) at any time, and against PGlite (DATA_DIR)
while the server is stopped.`;

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}
const unknownFlags = args.filter(
  (arg) => arg.startsWith("-") && arg !== "--admin",
);
const addresses = args.filter((arg) => !arg.startsWith("-"));
if (unknownFlags.length > 0)
  fail(`Unknown option: ${unknownFlags.join(" ")}\n\n${USAGE}`);
if (addresses.length !== 1) fail(USAGE);

const parsed = sendOtpRequest.safeParse({ email: addresses[0] });
if (!parsed.success)
  fail(
    `${addresses[0]}: ${parsed.error.issues[0]?.message ?? "Email is invalid"}`,
  );
const { email } = parsed.data;
const role = args.includes("--admin") ? "admin" : "user";

const config = loadConfigOrFail();

let database;
try {
  database = await openDatabase(config);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    fail(
      serverIsRunning(
        error,
        `Invite ${email} from the admin panel instead: ${config.PUBLIC_URL}/admin` +
          ` — or stop the server and run this command again.`,
      ),
    );
  }
  if (error instanceof DataDirUnusableError) fail(error.message);
  throw error;
}

try {
  await database.migrate();
  const invitation = await inviteUser(database.db, {
    email,
    role,
    now: new Date(),
  });
  console.log(describeInvitation(invitation, role));
  console.log(
    `Database: ${database.location}. They sign in at ${config.PUBLIC_URL}/auth.`,
  );
} finally {
  await database.close();
}
