import { adminUserEndpoints as endpoints } from "@kosh/core/api/admin-users";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { requestLocale } from "../../plugins/request-locale.ts";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import { signedInUser } from "../auth/authenticate.ts";
import { createAdminUserService } from "./admin-users.service.ts";

/**
 * Who may sign in (docs/product.md#users-and-invitations, decision 0009): admins invite, change
 * roles, disable and re-enable. Each entry (packages/core/src/api/admin-users.ts) is for admins,
 * checked on request, before the body is read or validated.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const adminUsers = createAdminUserService(app);

  endpointRoute(app, endpoints.list, async () => adminUsers.list());

  endpointRoute(app, endpoints.invite, async (request, reply) => {
    const invited = await adminUsers.invite(
      signedInUser(request),
      request.body,
      requestLocale(request),
    );
    return reply.code(201).send(invited);
  });

  endpointRoute(app, endpoints.update, async (request) =>
    adminUsers.update(
      signedInUser(request).id,
      request.params.id,
      request.body,
    ),
  );
};

/** Encapsulated, named, and refused at boot unless registered after its dependencies. */
export const adminUserRoutes = fp(routes, {
  name: "kosh-admin-users",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
