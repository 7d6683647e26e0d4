/**
 * The one way the web app talks to the server (docs/architecture.md#server-state): JSON, bearer
 * token, 60 s timeout.
 */

import { readToken } from "./session-token.ts";

export const API_BASE =
  (import.meta.env.VITE_API_BASE as string | undefined) ?? "/api";
export const REQUEST_TIMEOUT_MS = 60_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** True when the server could not be reached at all (offline, refused, timed out). */
  get unreachable(): boolean {
    return this.status === 0;
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on every 401 from an authenticated request; the auth feature signs out locally. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** The message shown when the server gives none (docs/product.md#messages). */
  fallbackMessage?: string;
  /** Sends this token instead of the stored one: sign-out clears storage first, then tells the server. */
  token?: string | null;
  /**
   * How to read a successful answer: JSON (the default), text, or a file. A file the server
   * names (Content-Disposition) comes back as a `File` carrying that name.
   */
  responseType?: "json" | "text" | "blob";
}

const ACCEPT = {
  json: "application/json",
  text: "text/plain, */*",
  blob: "*/*",
} as const;

async function readBody(
  response: Response,
  responseType: NonNullable<RequestOptions["responseType"]>,
): Promise<unknown> {
  if (responseType === "text") return response.text();
  if (responseType === "json") {
    return response.status === 204 ? null : response.json().catch(() => null);
  }
  const content = await response.arrayBuffer();
  const type = response.headers.get("Content-Type") ?? "";
  const fileName = /filename="?([^";]+)"?/.exec(
    response.headers.get("Content-Disposition") ?? "",
  )?.[1];
  return fileName
    ? new File([content], fileName, { type })
    : new Blob([content], { type });
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const {
    method = options.body === undefined ? "GET" : "POST",
    body,
    fallbackMessage = "Request failed",
    responseType = "json",
  } = options;
  if (!API_BASE) throw new ApiError(503, "API service unavailable");

  const headers: Record<string, string> = { Accept: ACCEPT[responseType] };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const token = options.token === undefined ? readToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal
    ? AbortSignal.any([options.signal, timeout])
    : timeout;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = timeout.aborted;
    throw new ApiError(
      0,
      timedOut
        ? "The server took too long to answer. Please try again."
        : "Could not reach Kosh. Check your connection and try again.",
    );
  }

  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    if (response.status === 401 && token)
      unauthorizedListeners.forEach((listener) => listener());
    const serverMessage = (payload as { message?: unknown } | null)?.message;
    const code = (payload as { code?: unknown } | null)?.code;
    throw new ApiError(
      response.status,
      typeof serverMessage === "string" && serverMessage
        ? serverMessage
        : fallbackMessage,
      typeof code === "string" ? code : undefined,
    );
  }
  return (await readBody(response, responseType)) as T;
}

/**
 * The message a person reads for a failed request: the server's own, or `unavailable` when the
 * service is down (503), or `fallback` for anything that is not an API answer.
 */
export function errorMessage(
  error: unknown,
  fallback: string,
  unavailable: string = fallback,
): string {
  if (error instanceof ApiError) {
    return error.status === 503 ? unavailable : error.message || fallback;
  }
  return fallback;
}
