import { authEndpoints } from "@kosh/core/api/auth";
import { pathPrefix } from "@kosh/core/api/endpoint";
import fp from "fastify-plugin";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { authRoutes } from "./auth.routes.ts";
import { createAuthService } from "./auth.service.ts";
import { authenticateWith, requireAdminWith } from "./authenticate.ts";

/** The name of this plugin, for the modules whose routes use `app.authenticate` or `app.requireAdmin`. */
export const AUTH = "kosh-auth";

/**
 * Gives the whole app the `authenticate` and `requireAdmin` checks (plugins/endpoint-route.ts runs them), and the sign-in routes
 * under /api/auth. Wrapped with fastify-plugin so the decorations are visible to every module
 * registered after it; the database, mail queue and clock come from the infrastructure plugin.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest("user", null);
    app.decorateRequest("sessionId", null);

    const auth = createAuthService(app);
    const authenticate = authenticateWith(auth);
    app.decorate("authenticate", authenticate);
    app.decorate("requireAdmin", requireAdminWith(authenticate));

    await app.register(authRoutes, {
      prefix: pathPrefix(authEndpoints),
      auth,
    });
  },
  { name: AUTH, dependencies: [INFRASTRUCTURE] },
);
