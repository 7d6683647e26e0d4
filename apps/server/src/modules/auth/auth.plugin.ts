import fp from "fastify-plugin";
import type { Database } from "../../db/database.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { authRoutes } from "./auth.routes.ts";
import { createAuthService } from "./auth.service.ts";
import { authenticateWith, requireAdminWith } from "./authenticate.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The migrated database every module queries (PGlite or PostgreSQL). */
    db: Database;
    mailer: Mailer;
    /** The application's clock; sign-in rules and "today" read it. */
    now: () => Date;
  }
}

export interface AuthPluginOptions {
  db: Database;
  mailer: Mailer;
  now: () => Date;
}

/**
 * Gives the whole app its database, mailer and clock, the `authenticate` and `requireAdmin`
 * preHandlers, and the sign-in routes under /api/auth. Wrapped with fastify-plugin so the
 * decorations are visible to every module registered after it.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { db, mailer, now }) => {
    app.decorate("db", db);
    app.decorate("mailer", mailer);
    app.decorate("now", now);
    app.addHook("onClose", () => mailer.close());
    app.decorateRequest("user", null);
    app.decorateRequest("sessionId", null);

    const auth = createAuthService({ db, mailer, now, log: app.log });
    const authenticate = authenticateWith(auth);
    app.decorate("authenticate", authenticate);
    app.decorate("requireAdmin", requireAdminWith(authenticate));

    await app.register(authRoutes, { prefix: "/api/auth", auth });
  },
  { name: "kosh-auth" },
);
