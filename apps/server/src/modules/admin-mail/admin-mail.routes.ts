import { adminMailEndpoints as endpoints } from "@kosh/core/api/admin-mail";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { undeliveredMails } from "../../mail/mail-outbox.ts";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { AUTH } from "../auth/auth.plugin.ts";

/**
 * The mails Kosh gave up on (docs/product.md#undelivered-mail): a recipient the mail server refused
 * for good, a mail that failed past every retry, a sign-in code that expired unsent. Admins only,
 * checked on request as in the other admin routes.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, endpoints.list, async () => undeliveredMails(app.db));
};

/** Encapsulated, named, and refused at boot unless registered after its dependencies. */
export const adminMailRoutes = fp(routes, {
  name: "kosh-admin-mail",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
