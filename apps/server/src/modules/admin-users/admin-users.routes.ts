import { SIGNED_IN } from "../../plugins/openapi.ts";
import {
  adminUserSchema,
  inviteUserRequest,
  updateUserRequest,
} from "@kosh/core/contracts/admin-users";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import { signedInUser } from "../auth/authenticate.ts";
import { createAdminUserService } from "./admin-users.service.ts";

/**
 * Who may sign in (docs/product.md#users-and-invitations, decision 0009): admins invite, change
 * roles, disable and re-enable. The admin check is a hook of this whole plugin, so a route added
 * here later is guarded too, and it runs on request, before the body is read or validated.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin users"];
  app.addHook("onRequest", app.requireAdmin);
  const adminUsers = createAdminUserService(app);

  app.get(
    "/",
    {
      schema: {
        tags,
        security: SIGNED_IN,
        summary: "Everyone invited, with status and last sign-in (admins)",
        response: { 200: z.array(adminUserSchema) },
      },
    },
    async () => adminUsers.list(),
  );

  app.post(
    "/",
    {
      schema: {
        tags,
        security: SIGNED_IN,
        summary:
          "Invite an e-mail address with a role; queues the mail with the sign-in link (admins)",
        body: inviteUserRequest,
        response: { 201: adminUserSchema },
      },
    },
    async (request, reply) => {
      const invited = await adminUsers.invite(
        signedInUser(request),
        request.body,
      );
      return reply.code(201).send(invited);
    },
  );

  app.patch(
    "/:id",
    {
      schema: {
        tags,
        security: SIGNED_IN,
        summary: "Change a user's role, or disable / re-enable them (admins)",
        params: z.object({ id: z.string() }),
        body: updateUserRequest,
        response: { 200: adminUserSchema },
      },
    },
    async (request) =>
      adminUsers.update(
        signedInUser(request).id,
        request.params.id,
        request.body,
      ),
  );
};

/** Encapsulated (its hooks stay inside), named, and refused at boot unless registered after its dependencies. */
export const adminUserRoutes = fp(routes, {
  name: "kosh-admin-users",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
