import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

/** The one shape of every error answer, for the document's 4xx entries. */
export const errorResponse = z
  .object({
    statusCode: z.number(),
    code: z.string().optional(),
    error: z.string(),
    message: z.string(),
  })
  .describe("An error, its message written for a person");

/** What an operation that needs a session declares: the bearer scheme of the document. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/**
 * Collects every route's zod schema into an OpenAPI document. Registered before the routes,
 * because @fastify/swagger learns routes from the onRoute hook.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Kosh API",
          description:
            "Savings calculators and the investment tracker of Kosh. Errors share one shape: { statusCode, code, error, message }.",
          version: "1.0.0",
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: "http", scheme: "bearer" },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: "kosh-openapi" },
);

/** The document and its browsable page; registered after the routes so the page lists them all. */
export async function openApiRoutes(app: FastifyInstance) {
  app.get("/api/openapi.json", { schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // No call-outs to validator.swagger.io: the page must work offline and under our CSP.
    uiConfig: { validatorUrl: null },
  });
}

/** A route's documented error answers, e.g. `...errorResponses(400, 401)` in its `response`. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponse> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorResponse]),
  ) as Record<Status, typeof errorResponse>;
}
