import { depositInsuranceEndpoints as endpoints } from "@kosh/core/api/deposit-insurance";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import { readCover, saveCover } from "./deposit-insurance.repo.ts";

/**
 * DICGC's cover per depositor per bank (docs/product.md#deposit-insurance; decision 0058): a
 * signed-in person reads it for the insurance section; an admin changes it, checked on request as
 * in the other admin routes. The contract bounds it (whole rupees, ₹1,00,000 to ₹1,00,00,000).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;

  endpointRoute(app, endpoints.cover, async () => readCover(db));

  endpointRoute(app, endpoints.save, async (request) =>
    saveCover(db, request.body.cover, now()),
  );
};

/** Encapsulated, named, and refused at boot unless registered after its dependencies. */
export const depositInsuranceRoutes = fp(routes, {
  name: "kosh-deposit-insurance",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
