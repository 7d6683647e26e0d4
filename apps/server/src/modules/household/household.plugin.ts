import { householdEndpoints } from "@kosh/core/api/household";
import { pathPrefix } from "@kosh/core/api/endpoint";
import fp from "fastify-plugin";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import { householdCheckWith } from "./household-scope.ts";
import { householdRoutes } from "./household.routes.ts";
import { createHouseholdService } from "./household.service.ts";

/** The name of this plugin, for the modules whose entries are scoped to a household. */
export const HOUSEHOLD = "kosh-household";

/**
 * Gives the whole app the `inHousehold` check (plugins/endpoint-route.ts runs it for every entry
 * with `household`), and the household's routes (docs/product.md#household). Wrapped with
 * fastify-plugin so the decoration is visible to every module registered after it.
 */
export const householdPlugin = fp(
  async (app) => {
    app.decorateRequest("household", null);
    app.decorate("inHousehold", householdCheckWith(app.db));
    await app.register(householdRoutes, {
      prefix: pathPrefix(householdEndpoints),
      household: createHouseholdService(app),
    });
  },
  { name: HOUSEHOLD, dependencies: [INFRASTRUCTURE, AUTH] },
);
