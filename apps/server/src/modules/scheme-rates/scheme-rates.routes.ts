import { schemeRateEndpoints as endpoints } from "@kosh/core/api/scheme-rates";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import { createSchemeRateService } from "./scheme-rates.service.ts";

/**
 * The small-savings rates (docs/product.md#scheme-rates): anyone reads those in force today, a
 * scheme page's default; admins list every quarter and enter or correct one, checked on request
 * as in the other admin routes.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const rates = createSchemeRateService(app);

  endpointRoute(app, endpoints.inForce, async () => rates.inForce());

  endpointRoute(app, endpoints.history, async () => rates.history());

  endpointRoute(app, endpoints.save, async (request, reply) => {
    const { rates: entered, kvpMonths } = request.body;
    const saved = await rates.save(
      request.params.quarterStart,
      entered,
      kvpMonths,
    );
    return reply.code(saved.created ? 201 : 200).send(saved.quarter);
  });
};

/** Encapsulated, named, and refused at boot unless registered after its dependencies. */
export const schemeRateRoutes = fp(routes, {
  name: "kosh-scheme-rates",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
