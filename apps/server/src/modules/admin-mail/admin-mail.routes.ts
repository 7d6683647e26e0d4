import { undeliveredMailSchema } from "@kosh/core/contracts/admin-mail";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { undeliveredMails } from "../../mail/mail-queue.ts";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { SIGNED_IN } from "../../plugins/openapi.ts";
import { AUTH } from "../auth/auth.plugin.ts";

/**
 * The mails Kosh gave up on (docs/product.md#undelivered-mail): a recipient the mail server refused
 * for good, a mail that failed past every retry, a sign-in code that expired unsent. Admins only,
 * checked on request as in the other admin routes.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/",
    {
      schema: {
        tags: ["admin mail"],
        security: SIGNED_IN,
        summary:
          "Mails given up, the newest first: to whom, what kind and why (admins)",
        response: { 200: z.array(undeliveredMailSchema) },
      },
    },
    async () => undeliveredMails(app.db),
  );
};

/** Encapsulated (its hook stays inside), named, and refused at boot unless registered after its dependencies. */
export const adminMailRoutes = fp(routes, {
  name: "kosh-admin-mail",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
