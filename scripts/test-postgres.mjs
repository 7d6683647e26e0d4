// `npm run test:pg`: the server's test project against a real PostgreSQL server
// (docs/architecture.md#testing).
// Creates a throw-away database, runs vitest with TEST_DATABASE_URL pointing at it (each test
// file then makes and drops its own database on that server), and drops it again.
// Extra arguments go to vitest: `npm run test:pg -- apps/server/src/modules/auth`.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverUrl =
  process.env.TEST_POSTGRES_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const name = `kosh_test_run_${randomBytes(4).toString("hex")}`;

async function onServer(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

try {
  await onServer(`create database ${name}`);
} catch (error) {
  console.error(
    `Could not create a test database on ${serverUrl}: ${error.message}\n` +
      "Start PostgreSQL there, or set TEST_POSTGRES_URL to a server where this user may create databases.",
  );
  process.exit(1);
}

const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;
console.log(
  `Running the server tests against PostgreSQL (${databaseUrl.host}, database ${name})`,
);

const vitest = spawn(
  process.execPath,
  [
    fileURLToPath(
      new URL("../node_modules/vitest/vitest.mjs", import.meta.url),
    ),
    "run",
    "--project",
    "server",
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl.toString() },
  },
);
const forward = (signal) => vitest.kill(signal);
process.on("SIGINT", forward);
process.on("SIGTERM", forward);

const code = await new Promise((resolve) => {
  vitest.on("exit", (exitCode, signal) =>
    resolve(signal ? 1 : (exitCode ?? 1)),
  );
});
try {
  await onServer(`drop database if exists ${name} with (force)`);
} catch (error) {
  console.error(`Could not drop the test database ${name}: ${error.message}`);
}
process.exit(code);
