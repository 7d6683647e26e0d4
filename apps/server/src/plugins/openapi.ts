import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@kosh/core/contracts/api-error";
import { operationIdFor } from "@kosh/core/api/endpoint";

/**
 * The `schema.security` of a route whose entry needs a session (`Authorization: Bearer
 * <access_token>`); plugins/endpoint-route.ts sets it from the entry's access.
 */
export const SIGNED_IN = [{ bearerAuth: [] }];

const errorBodySchema = {
  type: "object",
  description:
    "The one error shape of the API; `message` is written for a person.",
  properties: {
    statusCode: { type: "integer" },
    code: { type: "string" },
    error: { type: "string" },
    message: { type: "string" },
  },
  required: ["statusCode", "code", "error", "message"],
};

const ERRORS: Record<number, string> = {
  400: "The request does not meet its contract; `message` names the field",
  401: "No session, or it has ended",
  403: "The signed-in person may not do this: they are not an admin, or may only view the household",
  404: "No such resource (or another household's)",
  422: "The Idempotency-Key was used for a different request",
  429: "Too many attempts; `Retry-After` says when to try again",
};

/** Words for a success its zod schema leaves undescribed (the generator would write "Default Response"). */
const SUCCESSES: Record<number, string> = { 204: "Done; no body" };

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * What every operation carries without each route spelling it out (docs/architecture.md#openapi):
 * an `operationId` from its method and path, and the 4xx answers its shape implies — 400 for all
 * (unknown query parameters are refused everywhere), 401 with the bearer scheme, 403 for an
 * admin entry and a household change, 404 with a path parameter or a household, 422 with an
 * Idempotency-Key (sign-in's 429 its entries declare). Summary,
 * security and the rest come from each route's entry (plugins/endpoint-route.ts).
 */
function documentedRoute(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema;
  // A prefix's "/" route is documented at the prefix itself (/api/investments, not …/).
  const url =
    transformed.url.length > 1
      ? transformed.url.replace(/\/$/, "")
      : transformed.url;
  const method = [input.route.method].flat()[0] ?? "GET";
  const secured = Array.isArray(schema.security) && schema.security.length > 0;
  const statuses = [400];
  if (secured) statuses.push(401);
  const { access, household } = input.route.config ?? {};
  if (access === "admin" || household === "edit") statuses.push(403);
  if (url.includes(":") || household) statuses.push(404);
  const headers = schema.headers as { properties?: object } | undefined;
  if (headers?.properties && "idempotency-key" in headers.properties)
    statuses.push(422);
  const response = { ...(schema.response as object | undefined) } as Record<
    string,
    unknown
  >;
  // A route answering with reply.send() alone (204 on delete, a CSV file) still documents its success.
  if (!Object.keys(response).some((status) => status.startsWith("2"))) {
    response[method === "DELETE" ? 204 : 200] =
      method === "DELETE"
        ? { type: "null", description: "Done; no body" }
        : { type: "string", description: "The file" };
  }
  for (const status of statuses) {
    response[status] ??= { ...errorBodySchema, description: ERRORS[status] };
  }
  // An error status is described by what it means here; a success only when its schema is not.
  for (const [status, answer] of Object.entries(response)) {
    const described = answer as { description?: string };
    const words =
      ERRORS[Number(status)] ??
      (described.description ? undefined : SUCCESSES[Number(status)]);
    if (words) response[status] = { ...described, description: words };
  }
  return {
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdFor(method, url),
      // Explicitly public when the route asks for no session.
      security: secured ? schema.security : [],
      response,
    },
    url,
  };
}

/**
 * Collects every route's zod schema into an OpenAPI document. Registered before the routes,
 * because @fastify/swagger learns routes from the onRoute hook.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Kosh API",
          description:
            "Savings calculators and the investment tracker of Kosh. Errors share one shape: { statusCode, code, error, message }.",
          version: "1.0.0",
        },
        servers: [{ url: publicUrl, description: "This Kosh server" }],
        components: {
          securitySchemes: {
            bearerAuth: { type: "http", scheme: "bearer" },
          },
        },
      },
      transform: documentedRoute,
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

/** A route's documented error answers (an entry's `errors`), for its `response`. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(
    statuses.map((status) => [status, apiErrorSchema]),
  ) as Record<Status, typeof apiErrorSchema>;
}
