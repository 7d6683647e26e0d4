import fp from "fastify-plugin";
import type { Database } from "../db/database.ts";
import type { Mailer } from "../mail/mailer.ts";

/** What the modules' services are built from; `buildApp` receives it and this plugin hands it out. */
export interface Infrastructure {
  /** The migrated database every module queries (PGlite or PostgreSQL). */
  db: Database;
  mailer: Mailer;
  /** The application's clock; sign-in rules and "today" read it, tests move it instead of sleeping. */
  now: () => Date;
}

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    mailer: Mailer;
    now: () => Date;
  }
}

/** The name modules list in their `dependencies`, so registering one before this plugin fails at boot. */
export const INFRASTRUCTURE = "kosh-infrastructure";

/**
 * Decorates the whole app with its database, mailer and clock (fastify-plugin, so the decorations
 * reach every plugin registered after it), and closes the mailer with the app. The database's
 * owner (src/startup.ts or a test) closes the database, since it opened it.
 */
export const infrastructurePlugin = fp<Infrastructure>(
  async (app, { db, mailer, now }) => {
    app.decorate("db", db);
    app.decorate("mailer", mailer);
    app.decorate("now", now);
    app.addHook("onClose", () => mailer.close());
  },
  { name: INFRASTRUCTURE },
);
