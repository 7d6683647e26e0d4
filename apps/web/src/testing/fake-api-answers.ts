import type { EndpointName } from "@kosh/core/api/index";
/**
 * What the fake API answers with (`apiError`, `ok`) and how a route is declared, shared by the
 * fetch stand-in (fake-api.ts) and the in-memory server behind it (fake-api-server.ts and the
 * route files it gathers).
 */
export interface FakeRequest {
  method: string;
  path: string;
  /** The query string's parameters (`?household=`). */
  query: Record<string, string>;
  /** The body as sent; handlers receive it as the contract parsed it (trimmed, defaults filled). */
  body: unknown;
  authorization: string | null;
  /** The Idempotency-Key header, when the request carries one. */
  idempotencyKey?: string;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A route's answer; `id` is the path segment matched by `:id`. */
export type Handler = (
  request: FakeRequest,
  id: string | undefined,
) => FakeResponse | Promise<FakeResponse>;

/** An entry's name (`POST /api/investments/:id/renew`) → handler; a name no entry has does not compile. */
export type Routes = Partial<Record<EndpointName, Handler>>;

const ERROR_CODES: Record<number, [code: string, error: string]> = {
  400: ["BAD_REQUEST", "Bad Request"],
  401: ["UNAUTHORIZED", "Unauthorized"],
  403: ["FORBIDDEN", "Forbidden"],
  404: ["NOT_FOUND", "Not Found"],
  409: ["CONFLICT", "Conflict"],
  422: ["UNPROCESSABLE_ENTITY", "Unprocessable Entity"],
  429: ["TOO_MANY_REQUESTS", "Too Many Requests"],
  500: ["INTERNAL_ERROR", "Internal Server Error"],
  503: ["SERVICE_UNAVAILABLE", "Service Unavailable"],
};

/**
 * An error as the server sends it. Without a message it is a bare answer with no body, as a
 * gateway in front of the server gives one (502 from a proxy, an empty 500).
 */
export function apiError(
  status: number,
  message?: string,
  code?: string,
): FakeResponse {
  if (message === undefined) return { status };
  const [defaultCode, error] = ERROR_CODES[status] ?? ["ERROR", "Error"];
  return {
    status,
    body: { statusCode: status, code: code ?? defaultCode, error, message },
  };
}

export const ok = (body: unknown, status = 200): FakeResponse => ({
  status,
  body,
});

/** A request's body as the handler's entry declares it (the contract has already parsed it). */
export const bodyOf = <T>(request: FakeRequest) => request.body as T;
