import type { z } from "zod";
import {
  type Answer,
  type DatedSchema,
  type Endpoint,
  type HttpMethod,
  isTextAnswer,
  type SuccessStatus,
  type TextAnswer,
} from "./endpoint.ts";

/**
 * Calling an endpoint from its entry (docs/architecture.md#endpoints), for every client: the web app,
 * the web tests' fake API, the Node client of e2e, bench and the reliability tests.
 *
 * Exported here:
 * - `EndpointArgs<E>`: the call's arguments, typed from the entry's contracts (their `z.input`):
 *   `{ params, query, body }` each present and required exactly when the entry has that contract and
 *   its input cannot be undefined (a query whose every parameter is optional is too); `headers`
 *   always optional.
 * - `EndpointContract<E, "body">`: the zod schema of one part of the request (undefined without one).
 * - `EndpointStatus<E>`: the entry's success statuses; `EndpointAnswer<E, S>`: the answer of status S
 *   (`z.output` of its schema; `string` for a text answer; null for 204).
 * - `endpointPath(entry, params)`: the path with each `:name` filled (encodeURIComponent).
 * - `endpointRequest(entry, args)`: `{ method, url, headers, body }` to send (the query in the url).
 * - `answerOf(entry, status)`: the entry's `Answer` for a status, undefined for one it does not answer.
 * - `parseAnswer(entry, status, body)`: the body checked with the status's answer schema; throws
 *   `UnexpectedAnswer` for a status the entry does not answer with or a body its contract refuses.
 */

/** The entry's contract for a part ("params", "query", "headers", "body"; a dated body resolved), or undefined. */
export type EndpointContract<Entry, Key extends string> = Entry extends {
  readonly [K in Key]: infer Schema;
}
  ? Schema extends DatedSchema
    ? ReturnType<Schema>
    : Schema
  : undefined;

/**
 * `{ [key]: input }`, required unless the input may be undefined (or, for a query, every parameter
 * may be left out: `?household=`); `{ [key]?: never }` without a contract.
 */
type Part<Key extends string, Schema> = [Schema] extends [z.ZodType]
  ? undefined extends z.input<Schema>
    ? { readonly [K in Key]?: z.input<Schema> }
    : Key extends "query"
      ? object extends z.input<Schema>
        ? { readonly [K in Key]?: z.input<Schema> }
        : { readonly [K in Key]: z.input<Schema> }
      : { readonly [K in Key]: z.input<Schema> }
  : { readonly [K in Key]?: never };

export type EndpointArgs<Entry extends Endpoint> = Part<
  "params",
  EndpointContract<Entry, "params">
> &
  Part<"query", EndpointContract<Entry, "query">> &
  Part<"body", EndpointContract<Entry, "body">> & {
    readonly headers?: [EndpointContract<Entry, "headers">] extends [z.ZodType]
      ? z.input<EndpointContract<Entry, "headers">> & Record<string, string>
      : Record<string, string>;
  };

/** The arguments after the entry: optional when the entry needs none. */
export type EndpointArgsList<Entry extends Endpoint> =
  object extends EndpointArgs<Entry>
    ? [args?: EndpointArgs<Entry>]
    : [args: EndpointArgs<Entry>];

export type EndpointStatus<Entry extends Endpoint> = keyof Entry["responses"] &
  SuccessStatus;

type AnswerOutput<A> = A extends TextAnswer
  ? string
  : A extends z.ZodType
    ? z.output<A>
    : never;

export type EndpointAnswer<
  Entry extends Endpoint,
  Status extends EndpointStatus<Entry> = EndpointStatus<Entry>,
> = AnswerOutput<Entry["responses"][Status]>;

export interface EndpointRequest {
  method: HttpMethod;
  /** The filled path, with the query string when there is one. */
  url: string;
  headers: Record<string, string>;
  /** The body as given (undefined: none); the client serializes it as JSON. */
  body?: unknown;
}

/** `/api/investments/:id/renew` with `{ id: "a b" }` → `/api/investments/a%20b/renew`. */
export function endpointPath(
  entry: Pick<Endpoint, "path">,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return entry.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`${entry.path}: the path parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/** What to send for a call of `entry`. */
export function endpointRequest<Entry extends Endpoint>(
  entry: Entry,
  ...[args]: EndpointArgsList<Entry>
): EndpointRequest {
  const { params, query, body, headers } = (args ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string>;
  };
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(name, String(value));
  }
  const queryString = search.toString();
  return {
    method: entry.method,
    url: endpointPath(entry, params) + (queryString ? `?${queryString}` : ""),
    headers: { ...headers },
    ...(body === undefined ? {} : { body }),
  };
}

/** The entry's answer for `status`, or undefined when it never answers that status with success. */
export function answerOf(entry: Endpoint, status: number): Answer | undefined {
  return entry.responses[status as SuccessStatus];
}

/** An answer that breaks its entry's contract: a status it does not answer, or a body it refuses. */
export class UnexpectedAnswer extends Error {
  override name = "UnexpectedAnswer";
}

/**
 * Each refusal on a line, as zod's prettifyError words it. Written here so a client that parses
 * answers does not load zod's error formatting (the web's public pages stay within their JS budget,
 * docs/architecture.md#performance-budgets); the schemas themselves are the entry's.
 */
function issuesOf(error: z.ZodError): string {
  return error.issues
    .map(({ message, path }) =>
      path.length
        ? `✖ ${message}\n  → at ${path.map(String).join(".")}`
        : `✖ ${message}`,
    )
    .join("\n");
}

/** The body of a success answer, checked with its entry's schema for that status. */
export function parseAnswer<
  Entry extends Endpoint,
  Status extends EndpointStatus<Entry>,
>(entry: Entry, status: Status, body: unknown): EndpointAnswer<Entry, Status> {
  const answer = answerOf(entry, status);
  const call = `${entry.method} ${entry.path}`;
  if (!answer) {
    throw new UnexpectedAnswer(`${call} does not answer ${status}`);
  }
  if (isTextAnswer(answer)) {
    if (typeof body !== "string") {
      throw new UnexpectedAnswer(
        `${call} answered ${status} without the text of its ${answer.contentType}`,
      );
    }
    return body as EndpointAnswer<Entry, Status>;
  }
  const result = answer.safeParse(body);
  if (!result.success) {
    throw new UnexpectedAnswer(
      `${call} answered ${status} with a body its contract refuses: ${issuesOf(result.error)}`,
    );
  }
  return result.data as EndpointAnswer<Entry, Status>;
}
