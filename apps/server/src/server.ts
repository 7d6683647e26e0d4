// The process entry: read the environment, build the app, listen, and shut down cleanly.
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { loggableMessage } from "./db/database-errors.ts";
import { StartupError, startKosh } from "./startup.ts";

/** Past this, a shutdown stuck on an open connection or a slow plugin is cut short. */
const SHUTDOWN_DEADLINE_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

// Lock, database, migrations, admin invitation, then the app (src/startup.ts). Anything else that
// stops it is one line too, without the values of a failed statement (db/database-errors.ts).
const app = await startKosh(config).catch((error: unknown) =>
  fail(
    error instanceof StartupError
      ? error.message
      : `Kosh could not start: ${loggableMessage(error)}`,
  ),
);

let shuttingDown = false;
async function shutdown(signal: NodeJS.Signals) {
  // A second Ctrl-C (or the signal a supervisor repeats) must not abort the close already under way.
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, "shutting down");
  setTimeout(() => {
    app.log.error(
      `shutdown took over ${SHUTDOWN_DEADLINE_MS / 1000} s, exiting`,
    );
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") {
    fail(
      `Port ${config.PORT} on ${config.HOST} is already in use. Stop the other server or set PORT to a free port.`,
    );
  }
  if (code === "EACCES") {
    fail(
      `Not allowed to listen on ${config.HOST}:${config.PORT}. Choose a PORT above 1023.`,
    );
  }
  throw error;
}

// With PORT=0 the OS picks the port, so the configured URL would be wrong: show where it really listens.
const url = config.PORT === 0 ? app.listeningOrigin : config.PUBLIC_URL;
console.log(`\n  Kosh is running at ${url}\n`);
