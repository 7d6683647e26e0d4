import type { z } from "zod";

/**
 * An API endpoint, defined once (docs/architecture.md#endpoints): the server registers its route
 * from it, clients call it through it. Plain data and zod contracts, no framework.
 *
 * Exported here:
 * - `Endpoint`: the shape of an entry (method, full path, access, contracts, answers, OpenAPI words).
 * - `Access`: "public" | "signed-in" | "admin" — who may call it; every entry says it.
 * - `HttpMethod`, `SuccessStatus`, `ErrorStatus`, `Answer`, `TextAnswer`, `DatedSchema`.
 * - `defineEndpoints({ name: entry, … })`: checks each entry against `Endpoint`, keeps its literal types.
 * - `textAnswer("text/csv")`: an answer that is not JSON.
 * - `bodySchemaOf(entry, today)`: the body contract, resolving a dated one with the caller's day.
 * - `isTextAnswer(answer)`, `operationIdOf(entry)`.
 * - `pathPrefix(entries)`: the path a module's entries share, up to a parameter (its plugin's prefix).
 * Calling an endpoint (fill the path, type the arguments, parse the answer): endpoint-call.ts.
 * Every entry, listed: index.ts.
 */

/** Who may call an endpoint: anyone, a person with a session (Authorization: Bearer), or an admin. */
export type Access = "public" | "signed-in" | "admin";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The success statuses the API answers with. */
export type SuccessStatus = 200 | 201 | 204;

/** The error statuses an entry may document; every error body is `apiErrorSchema` (contracts/api-error.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/** An answer that is not JSON: a file or a page, sent as text of this media type. */
export interface TextAnswer {
  readonly contentType: "text/csv" | "text/calendar" | "text/html";
}

/** What a success status answers: a JSON body checked by its zod schema, or text. */
export type Answer = z.ZodType | TextAnswer;

/**
 * A contract that judges against the current day (complete-profile's age and "not in the future"):
 * the server passes its clock's day in India, a client its own (YYYY-MM-DD).
 */
export type DatedSchema = (today: () => string) => z.ZodType;

export interface Endpoint {
  readonly method: HttpMethod;
  /** The full path, parameters as `:name`: `/api/investments/:id/renew`. */
  readonly path: `/api/${string}`;
  /** Required, no default: a new entry says who may call it. */
  readonly access: Access;
  /** OpenAPI: the operation's tags, summary, optional description and operationId. */
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  /** Unset: derived from method and path (`operationIdOf`). */
  readonly operationId?: string;
  /** Contracts of the request's parts; an unknown query parameter or body field is refused (400). */
  readonly params?: z.ZodType;
  readonly query?: z.ZodObject;
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType | DatedSchema;
  /** The answer of each success status. 204 answers `z.null()` (no body). */
  readonly responses: { readonly [Status in SuccessStatus]?: Answer };
  /**
   * Error statuses documented with the error shape beyond those the OpenAPI document adds from the
   * entry's shape (400 always, 401 with a session, 403 for admin entries, 404 with a path parameter,
   * 422 with an Idempotency-Key: apps/server/src/plugins/openapi.ts).
   */
  readonly errors?: readonly ErrorStatus[];
  /** Path parameters that are a person's secret: the server's log never writes their values. */
  readonly secretParams?: readonly string[];
  /**
   * A signed-in entry that takes any bearer token, a session that has ended included (sign-out is
   * idempotent); without a token it answers 401 like any other.
   */
  readonly acceptsEndedSession?: true;
  /** With `Accept: text/html` the answer (success and 404) is an HTML page instead of JSON. */
  readonly alsoAnswersHtml?: true;
  /**
   * A signed-in entry that reads (`view`) or changes (`edit`) one household's data
   * (docs/product.md#household): its `query` takes `household` (`householdQuery`; absent, the
   * caller's own; `inHousehold`, household-scope.ts), the server answers 404 for a household the caller may not see and 403 for a
   * change where they may only view, before the handler runs.
   */
  readonly household?: "view" | "edit";
}

/** Checks each entry against `Endpoint` and keeps its literal types, for the typed calls. */
export function defineEndpoints<const Entries extends Record<string, Endpoint>>(
  entries: Entries,
): Entries {
  return entries;
}

export function textAnswer<const Type extends TextAnswer["contentType"]>(
  contentType: Type,
): { readonly contentType: Type } {
  return { contentType };
}

export function isTextAnswer(answer: Answer): answer is TextAnswer {
  return "contentType" in answer && typeof answer.contentType === "string";
}

/** The entry's body contract, a dated one judged against `today` (YYYY-MM-DD). */
export function bodySchemaOf(
  entry: Endpoint,
  today: () => string,
): z.ZodType | undefined {
  const { body } = entry;
  return typeof body === "function" ? body(today) : body;
}

/** The entry's operationId: its own, or `POST /api/investments/:id/renew` → `postInvestmentsByIdRenew`. */
export function operationIdOf(
  entry: Pick<Endpoint, "method" | "path" | "operationId">,
): string {
  return entry.operationId ?? operationIdFor(entry.method, entry.path);
}

/**
 * The path the entries share, whole segments up to the first parameter: `/api/investments` for the
 * investments module, `/api/reminders/unsubscribe` for the unsubscribe page alone. The server
 * registers a module's routes under it.
 */
export function pathPrefix(
  entries: Readonly<Record<string, Pick<Endpoint, "path">>>,
): string {
  const paths = Object.values(entries).map(({ path }) => path.split("/"));
  const shared: string[] = [];
  for (const [index, segment] of (paths[0] ?? []).entries()) {
    if (segment.startsWith(":")) break;
    if (!paths.every((path) => path[index] === segment)) break;
    shared.push(segment);
  }
  return shared.join("/");
}

/** `POST /api/investments/:id/renew` → `postInvestmentsByIdRenew`. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split("-"));
  return (
    method.toLowerCase() +
    words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("")
  );
}
