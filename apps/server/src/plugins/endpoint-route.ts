import type { EndpointContract } from "@kosh/core/api/endpoint-call";
import {
  bodySchemaOf,
  type Endpoint,
  isTextAnswer,
  type TextAnswer,
} from "@kosh/core/api/endpoint";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from "fastify";
import type { apiErrorSchema } from "@kosh/core/contracts/api-error";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { serverToday } from "../server-today.ts";
import { errorResponses, SIGNED_IN } from "./openapi.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route, from its entry: the OpenAPI document's 403 follows it. */
    access?: Endpoint["access"];
    /** The household access the route needs, from its entry: the OpenAPI document's 403 and 404 follow it. */
    household?: Endpoint["household"];
  }
}

/**
 * The answers of an entry, by status: what the handler's return value is checked against. A text
 * answer is text (its route has no response schema: Fastify sends text of another type unchanged).
 */
type SuccessAnswers<Entry extends Endpoint> = {
  [
    Status in keyof Entry["responses"]
  ]: Entry["responses"][Status] extends TextAnswer
    ? z.ZodString
    : Entry["responses"][Status];
};

/** The error answers an entry documents, in the one error shape. */
type ErrorAnswers<Entry extends Endpoint> = Entry extends {
  readonly errors: readonly (infer Status extends number)[];
}
  ? Record<Status, typeof apiErrorSchema>
  : unknown;

/** The Fastify schema an entry gives its route, as the zod type provider reads it. */
interface EndpointSchema<Entry extends Endpoint> {
  params: EndpointContract<Entry, "params">;
  querystring: EndpointContract<Entry, "query">;
  headers: EndpointContract<Entry, "headers">;
  body: EndpointContract<Entry, "body">;
  response: SuccessAnswers<Entry> & ErrorAnswers<Entry>;
}

/** The handler of an entry's route: `request.params`, `.query`, `.body` typed from its contracts. */
export type EndpointHandler<Entry extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<Entry>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

export interface EndpointRouteOptions {
  /** The route's own settings beside those of its entry (e.g. the 503 message of the auth routes). */
  config?: FastifyContextConfig;
  /** The largest body the route reads, when it is not the app's (the import's file: docs/product.md#import). */
  bodyLimit?: number;
}

/**
 * Registers the route of an entry (docs/architecture.md#endpoints) in `app`, under the plugin's
 * prefix: its url, its contracts and answers as the route's schema, its OpenAPI words and security,
 * its secret path parameters for the log, and the access check its entry declares — `signed-in`
 * runs `app.authenticate`, `admin` runs `app.requireAdmin`, and `household` then `app.inHousehold`,
 * all on request, so a caller without the right learns nothing, not even the body's validation
 * errors.
 */
export function endpointRoute<Entry extends Endpoint>(
  app: FastifyInstance,
  entry: Entry,
  handler: EndpointHandler<Entry>,
  { config, bodyLimit }: EndpointRouteOptions = {},
): void {
  const route: RouteOptions = {
    method: entry.method,
    url: urlUnderPrefix(app.prefix, entry),
    schema: routeSchema(app, entry),
    config: {
      ...config,
      access: entry.access,
      ...(entry.household ? { household: entry.household } : {}),
      ...(entry.secretParams ? { secretParams: entry.secretParams } : {}),
    },
    ...(bodyLimit ? { bodyLimit } : {}),
    // One cast: the schema is built from the entry at run time; the handler's type comes from it.
    handler: handler as RouteHandlerMethod,
  };
  const check = accessCheck(app, entry);
  if (check) route.onRequest = check;
  app.route(route);
}

/**
 * The hook that enforces the entry's access; none for public entries and for sign-out's own check.
 * A household-scoped entry's hook then resolves `?household=` (docs/product.md#household).
 */
function accessCheck(app: FastifyInstance, entry: Endpoint) {
  if (entry.access === "public" || entry.acceptsEndedSession) return undefined;
  const check = entry.access === "admin" ? app.requireAdmin : app.authenticate;
  if (typeof check !== "function") {
    throw new Error(
      `${entry.method} ${entry.path}: ${entry.access} routes go in plugins registered after the auth plugin`,
    );
  }
  const need = entry.household;
  if (!need) return check;
  const { inHousehold } = app;
  if (typeof inHousehold !== "function") {
    throw new Error(
      `${entry.method} ${entry.path}: household routes go in plugins registered after the household plugin`,
    );
  }
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await check(request, reply);
    await inHousehold(request, need);
  };
}

function routeSchema(app: FastifyInstance, entry: Endpoint) {
  const json = Object.entries(entry.responses).filter(
    ([, answer]) => !isTextAnswer(answer),
  );
  const texts = Object.values(entry.responses).filter(isTextAnswer);
  // complete-profile judges ages against the server's clock, read at each request.
  const body = bodySchemaOf(entry, () => serverToday(app.now()));
  return withoutUndefined({
    tags: [...entry.tags],
    summary: entry.summary,
    description: entry.description,
    operationId: entry.operationId,
    security: entry.access === "public" ? undefined : SIGNED_IN,
    params: entry.params,
    querystring: entry.query,
    headers: entry.headers,
    body,
    produces:
      texts.length > 0 ? texts.map((answer) => answer.contentType) : undefined,
    response: {
      ...Object.fromEntries(json),
      ...errorResponses(...(entry.errors ?? [])),
    },
  });
}

function withoutUndefined<T extends object>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined),
  ) as T;
}

/**
 * The entry's path within the plugin's prefix: `/api/investments/:id/renew` under
 * `/api/investments` is `/:id/renew`; the prefix itself is `/` (Fastify answers it with and
 * without the trailing slash). An entry outside the prefix fails at boot.
 */
function urlUnderPrefix(prefix: string, { method, path }: Endpoint): string {
  if (path === prefix) return "/";
  if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  throw new Error(
    `${method} ${path} is not under the prefix of the plugin registering it (${prefix || "none"})`,
  );
}
