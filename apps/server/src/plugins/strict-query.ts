import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { isApiPath } from "./api-path.ts";

/** The query of a route that takes no parameters: any one is unknown. */
const NO_PARAMETERS = z.strictObject({});

/**
 * The routes whose query is held to a contract: the API's, not the web app's pages and files
 * (a calculator link carries its inputs) nor Swagger UI's page and assets under /api/docs.
 */
export function refusesUnknownQuery(url: string): boolean {
  return isApiPath(url) && url !== "/api/docs" && !url.startsWith("/api/docs/");
}

/**
 * Unknown fields → 400, in the query as in the body (docs/product.md#api). Each /api route, as it
 * is declared, gets a querystring contract refusing parameters it does not list, so no route can
 * forget one: an empty strict object when it declares none, and its own object made strict when it
 * declares one (unless it chose `.loose()` or a catchall itself).
 */
export const strictQueryPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRoute", (route) => {
      if (!refusesUnknownQuery(route.url)) return;
      const declared: unknown = route.schema?.querystring;
      if (declared !== undefined && !(declared instanceof z.ZodObject)) {
        const method = [route.method].flat().join(",");
        throw new Error(
          `${method} ${route.url}: its querystring contract must be a zod object, so unknown parameters can be refused`,
        );
      }
      route.schema = { ...route.schema, querystring: strictQuery(declared) };
    });
  },
  { name: "kosh-strict-query" },
);

/**
 * The contract an /api route holds its query to, from the one it declares (none: no parameter at
 * all). The reliability fuzz judges its generated queries by it (test/fuzz/api-surface.ts).
 */
export function strictQuery(declared: z.ZodObject | undefined): z.ZodObject {
  if (declared === undefined) return NO_PARAMETERS;
  // zod leaves catchall unset for its default, which drops unknown keys silently.
  return declared.def.catchall === undefined ? declared.strict() : declared;
}
