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

/** A request on its way: the answer, and the timeout that may end it. */
interface Sent {
  response: Promise<Response>;
  timeout: AbortSignal;
}

function send(
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  signal?: AbortSignal,
): Sent {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const response = fetch(`${API_BASE}${path}`, {
    ...init,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  return { response, timeout };
}

function headersFor(
  responseType: NonNullable<RequestOptions["responseType"]>,
  token: string | null,
  hasBody: boolean,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: ACCEPT[responseType] };
  if (hasBody) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * How long an early answer may wait for the code that asks for it: the query client's staleTime
 * (lib/react-query.tsx), so an adopted answer is never older than one the cache would serve.
 */
const EARLY_ANSWER_LIFE_MS = 30_000;
const earlyRequests = new Map<
  string,
  { token: string | null; startedAt: number; sent: Sent }
>();

/**
 * Starts a JSON GET before the code that needs it has loaded: the first screen's requests, started
 * while its page's chunk downloads (app/router.tsx#preloadPage, docs/architecture.md#first-paint).
 * The next `apiRequest` of the same path with the same token takes this answer instead of asking
 * again, and reads it as its own (errors and a 401 included); once, and only while it is fresh.
 */
export function requestEarly(path: string): void {
  if (!API_BASE) return;
  const token = readToken();
  const sent = send(path, {
    method: "GET",
    headers: headersFor("json", token, false),
  });
  // Nobody may come for it: a failure then is nobody's to report.
  sent.response.catch(() => undefined);
  earlyRequests.set(path, { token, startedAt: Date.now(), sent });
}

function takeEarlyRequest(
  path: string,
  token: string | null,
  signal: AbortSignal | undefined,
): Sent | undefined {
  const early = earlyRequests.get(path);
  earlyRequests.delete(path);
  if (
    !early ||
    early.token !== token ||
    Date.now() - early.startedAt > EARLY_ANSWER_LIFE_MS
  )
    return undefined;
  if (!signal) return early.sent;
  // The caller may still give up on it, as on a request of its own.
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), {
      once: true,
    });
  });
  return {
    response: Promise.race([early.sent.response, aborted]),
    timeout: early.sent.timeout,
  };
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

  const token = options.token === undefined ? readToken() : options.token;
  const sent =
    (method === "GET" && body === undefined && responseType === "json"
      ? takeEarlyRequest(path, token, options.signal)
      : undefined) ??
    send(
      path,
      {
        method,
        headers: headersFor(responseType, token, body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      options.signal,
    );

  let response: Response;
  try {
    response = await sent.response;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(
      0,
      sent.timeout.aborted
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
