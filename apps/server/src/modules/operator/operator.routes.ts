import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { operatorEndpoints } from "@kosh/core/api/operator";
import type { Operator } from "@kosh/core/contracts/operator";
import { endpointRoute } from "../../plugins/endpoint-route.ts";

/**
 * GET /api/operator: who runs this Kosh, from its configuration, for the privacy page, which is
 * built ahead of time and so cannot know it (decision 0054).
 */
export const operatorRoutes: FastifyPluginAsyncZod<{
  operator: Operator;
}> = async (app, { operator }) => {
  endpointRoute(app, operatorEndpoints.operator, async () => operator);
};
