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
import { Unavailable } from "../../errors.ts";
import { signedInUser } from "../auth/authenticate.ts";
import {
  insertInvitedUser,
  listAdminUsers,
  updateUser,
  withdrawInvitation,
} from "./admin-users.repo.ts";

export const INVITATION_NOT_SENT_MESSAGE =
  "The invitation e-mail could not be sent, so nobody was invited. Please try again later.";

/**
 * Who may sign in (docs/product.md#users-and-invitations, decision 0009): admins invite, change
 * roles, disable and re-enable. The admin check is a hook of this whole plugin, so a route added
 * here later is guarded too, and it runs on request, before the body is read or validated.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin users"];
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "Everyone invited, with status and last sign-in (admins)",
        response: { 200: z.array(adminUserSchema) },
      },
    },
    async () => listAdminUsers(app.db),
  );

  app.post(
    "/",
    {
      schema: {
        tags,
        summary:
          "Invite an e-mail address with a role; mails the sign-in link (admins)",
        body: inviteUserRequest,
        response: { 201: adminUserSchema },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      const invited = await insertInvitedUser(app.db, {
        email: request.body.email,
        role: request.body.role,
        invitedBy: admin.id,
        now: app.now(),
      });
      try {
        await app.mailer.sendInvitation({
          to: invited.email,
          role: invited.role,
          invitedBy: admin.name ?? admin.email,
        });
      } catch (error) {
        request.log.warn(
          { err: error },
          "The invitation e-mail could not be sent",
        );
        // Nobody heard of it, so it did not happen: the admin can simply try again.
        await withdrawInvitation(app.db, invited.id);
        throw new Unavailable(INVITATION_NOT_SENT_MESSAGE, 30);
      }
      return reply.code(201).send(invited);
    },
  );

  app.patch(
    "/:id",
    {
      schema: {
        tags,
        summary: "Change a user's role, or disable / re-enable them (admins)",
        params: z.object({ id: z.string() }),
        body: updateUserRequest,
        response: { 200: adminUserSchema },
      },
    },
    async (request) =>
      updateUser(app.db, {
        id: request.params.id,
        actorId: signedInUser(request).id,
        change: request.body,
        now: app.now(),
      }),
  );
};

/** Encapsulated (its hooks stay inside), named, and refused at boot unless registered after its dependencies. */
export const adminUserRoutes = fp(routes, {
  name: "kosh-admin-users",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
