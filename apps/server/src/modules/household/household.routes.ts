import { householdEndpoints as endpoints } from "@kosh/core/api/household";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { signedInUser } from "../auth/authenticate.ts";
import { householdOf } from "./household-scope.ts";
import type { HouseholdService } from "./household.service.ts";

/**
 * The household's routes (docs/product.md#household). Members belong to the household the request
 * names; sharing belongs to the caller's own household, so no one but its owner shares it.
 */
export const householdRoutes: FastifyPluginAsyncZod<{
  household: HouseholdService;
}> = async (app, { household }) => {
  endpointRoute(app, endpoints.households, async (request) =>
    household.households(signedInUser(request).id),
  );

  endpointRoute(app, endpoints.members, async (request) =>
    household.members(householdOf(request)),
  );

  endpointRoute(app, endpoints.addMember, async (request, reply) =>
    reply
      .code(201)
      .send(await household.addMember(householdOf(request), request.body)),
  );

  endpointRoute(app, endpoints.updateMember, async (request) =>
    household.updateMember(
      householdOf(request),
      request.params.id,
      request.body,
    ),
  );

  endpointRoute(app, endpoints.removeMember, async (request, reply) => {
    await household.removeMember(householdOf(request), request.params.id);
    return reply.code(204).send(null);
  });

  endpointRoute(app, endpoints.access, async (request) =>
    household.access(signedInUser(request).id),
  );

  endpointRoute(app, endpoints.grantAccess, async (request, reply) =>
    reply
      .code(201)
      .send(
        await household.grant(
          signedInUser(request).id,
          request.body.email,
          request.body.role,
        ),
      ),
  );

  endpointRoute(app, endpoints.revokeAccess, async (request, reply) => {
    await household.revoke(signedInUser(request).id, request.params.id);
    return reply.code(204).send(null);
  });
};
