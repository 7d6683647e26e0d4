import type { App } from "./app.ts";
import {
  type ControlSocket,
  openControlSocket,
} from "./backup/control-socket.ts";
import { takeBackup } from "./backup/pglite-backup.ts";
import type { Config } from "./config.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { openDatabase } from "./db/open-database.ts";
import { DataDirUnusableError } from "./db/private-data-dir.ts";
import { seedReferenceLists } from "./db/seed-reference-lists.ts";
import { seedSchemeRates } from "./db/seed-scheme-rates.ts";
import {
  describeInvitation,
  inviteAdminIfNone,
} from "./modules/users/users.service.ts";

/** A start-up failure with a message for the person at the terminal (no stack trace needed). */
export class StartupError extends Error {}

/**
 * Everything before `listen` (docs/architecture.md#start-up): take the data directory's lock
 * (PGlite), open and migrate the database, invite ADMIN_EMAIL when there is no admin, build the
 * app, and on PGlite open the control socket that answers `npm run backup`. Closing the app
 * closes the socket and the database and releases the lock.
 */
export async function startKosh(config: Config): Promise<App> {
  let app: App | undefined;
  const opening = openDatabase(config, {
    onConnectionError: (error) =>
      app?.log.warn(
        { err: error },
        "A pooled database connection failed; it will be replaced",
      ),
  }).catch((error: unknown) => {
    if (
      error instanceof DataDirLockedError ||
      error instanceof DataDirUnusableError
    )
      throw new StartupError(error.message);
    throw error;
  });
  // Fastify, the routes and their schemas load while PGlite reads and compiles its wasm: a cold
  // start waits for the slower of the two, not both (the cold-start budget,
  // docs/architecture.md#performance-budgets).
  const loading = import("./app.ts");
  // Awaited below; this only keeps a failed open from leaving the import's outcome unhandled.
  loading.catch(() => undefined);
  const database = await opening;

  try {
    const { buildApp } = await loading;
    await database.migrate();
    await seedReferenceLists(database.db);
    const now = new Date();
    await seedSchemeRates(database.db, now);
    const invitation = config.ADMIN_EMAIL
      ? await inviteAdminIfNone(database.db, config.ADMIN_EMAIL, now)
      : undefined;

    app = await buildApp({ config, db: database.db });
    // PGlite serves this process only: `npm run backup` asks it over a socket in DATA_DIR.
    const { pglite } = database;
    let control: ControlSocket | undefined;
    if (pglite) {
      control = await openControlSocket({
        dataDir: pglite.dataDir,
        backup: () => takeBackup(pglite.client, new Date()),
        log: app.log,
      });
    }
    // A backup under way, the mail being sent and every job's pass finish before the database
    // closes behind them (this hook, added last, runs before the plugins' own).
    app.addHook("onClose", async () => {
      await control?.close();
      await app!.jobs.stop();
      await database.close();
    });

    const lines = [`Database: ${database.location}`];
    if (invitation) lines.push(describeInvitation(invitation, "admin"));
    lines.push(
      `Sign in at ${config.PUBLIC_URL}/auth with an invited address; ` +
        (config.SMTP_URL
          ? "the code is sent by e-mail."
          : "SMTP_URL is not set, so the code is printed here in a box."),
    );
    console.log(lines.map((line) => `  ${line}`).join("\n"));
    return app;
  } catch (error) {
    await (app ? app.close() : database.close());
    throw error;
  }
}
