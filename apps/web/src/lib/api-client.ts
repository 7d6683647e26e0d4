/**
 * The one way the web app talks to the server (docs/architecture.md#server-state): `callEndpoint`
 * with an endpoint's entry from core, JSON, bearer token, 60 s timeout.
 */

import {
  type Endpoint,
  isTextAnswer,
  type SuccessStatus,
} from "@kosh/core/api/endpoint";
import {
  type EndpointAnswer,
  type EndpointArgs,
  endpointRequest,
  type EndpointRequest,
  parseAnswer,
} from "@kosh/core/api/endpoint-call";
import type { EarlyRoute } from "@kosh/core/api/early-routes";
import type { MessageKey, SayMessage } from "@kosh/core/contracts/message";
import { LANGUAGE_TAG, localeOfPath } from "@kosh/core/i18n/locale";
import { errorMessages } from "./i18n/error-messages.ts";
import { chosenHouseholdId } from "./household-choice.ts";
import { readToken } from "./session-token.ts";

export const API_BASE =
  (import.meta.env.VITE_API_BASE as string | undefined) ?? "/api";
export const REQUEST_TIMEOUT_MS = 60_000;
/** The code of an `ApiError` for a success answer its entry's contract refuses. */
export const UNEXPECTED_ANSWER = "UNEXPECTED_ANSWER";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "ApiError";
  }

  /** True when the server could not be reached at all (offline, refused, timed out). */
  get unreachable(): boolean {
    return this.status === 0;
  }
}

/**
 * A message of the catalogue, by key, in the page's language, for a request that failed. The
 * catalogue is loaded then, not with the shell, which every public page carries.
 */
async function failureText(key: MessageKey): Promise<string> {
  const locale = localeOfPath(window.location.pathname);
  await errorMessages.load(locale);
  return errorMessages.in(locale)(key);
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on every 401 from an authenticated request; the auth feature signs out locally. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * The message shown when the server gives none (docs/product.md#messages): a message of the
   * catalogue (core's contracts/messages), by key, said in the page's language.
   */
  fallbackMessage?: MessageKey;
  /** Sends this token instead of the stored one: sign-out clears storage first, then tells the server. */
  token?: string | null;
  /**
   * A text answer (CSV, iCalendar) as a file: one the server names (Content-Disposition) comes
   * back as a `File` carrying that name.
   */
  responseType?: "blob";
}

type Reading = "json" | "text" | "blob";

const ACCEPT: Record<Reading, string> = {
  json: "application/json",
  text: "text/plain, */*",
  blob: "*/*",
};

async function readBody(
  response: Response,
  reading: Reading,
): Promise<unknown> {
  if (reading === "text") return response.text();
  if (reading === "json") {
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

/**
 * An entry scoped to one household (docs/product.md#household) is asked of the one chosen on this
 * device, unless its call names one (`household: undefined` naming the person's own); the one
 * place every household call of the web gets it.
 */
function inChosenHousehold(
  entry: Pick<Endpoint, "household">,
  query?: object,
): object | undefined {
  return entry.household ? { household: chosenHouseholdId(), ...query } : query;
}

/** A request on its way: the answer, and the timeout that may end it. */
interface Sent {
  response: Promise<Response>;
  timeout: AbortSignal;
}

/** The address of a filled entry path (`/api/investments`) under the API base. */
function addressOf(url: string): string {
  return `${API_BASE}${url.replace(/^\/api(?=\/)/, "")}`;
}

function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  signal?: AbortSignal,
): Sent {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const response = fetch(addressOf(url), {
    ...init,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  return { response, timeout };
}

function headersFor(
  reading: Reading,
  token: string | null,
  hasBody: boolean,
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: ACCEPT[reading],
    // The page's language, in which the server writes its messages and the mails it sends for
    // this request (docs/decisions/0038-hindi-with-typed-dictionaries.md).
    "Accept-Language": LANGUAGE_TAG[localeOfPath(window.location.pathname)],
  };
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
 * Starts a GET without arguments before the code that needs it has loaded: the first screen's
 * requests, started while its page's chunk and the contracts' chunk download
 * (app/router.tsx#preloadPage, docs/architecture.md#first-paint). Only the entry's route part is
 * needed to send it, so it waits on no zod; its answer is parsed by the `callEndpoint` that takes
 * it, with the entry's schema, as any answer. The next `callEndpoint` of the same entry with the same token
 * takes this answer instead of asking again, and reads it as its own (errors and a 401 included);
 * once, only while it is fresh, and only if no write (any other method) was sent since it started.
 */
export function requestEarly(route: EarlyRoute): void {
  if (!API_BASE || route.method !== "GET") return;
  const token = readToken();
  const { url } = (
    endpointRequest as (entry: Endpoint, args: unknown) => EndpointRequest
  )(route as Endpoint, { query: inChosenHousehold(route) });
  const sent = send(url, {
    method: "GET",
    headers: headersFor("json", token, false),
  });
  // Nobody may come for it: a failure then is nobody's to report.
  sent.response.catch(() => undefined);
  earlyRequests.set(url, { token, startedAt: Date.now(), sent });
}

function takeEarlyRequest(
  url: string,
  token: string | null,
  signal: AbortSignal | undefined,
): Sent | undefined {
  const early = earlyRequests.get(url);
  earlyRequests.delete(url);
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

/**
 * Calls an endpoint from its entry in core (docs/architecture.md#endpoints): the path filled from
 * `args.params`, the query and the JSON body from the entry's contracts, and the answer checked
 * with the entry's answer schema for its status. An answer the contract refuses is an `ApiError`
 * with the fallback message, the refusal as its cause.
 */
export async function callEndpoint<Entry extends Endpoint>(
  entry: Entry,
  args: EndpointArgs<Entry>,
  options: CallOptions & { responseType: "blob" },
): Promise<Blob>;
export async function callEndpoint<Entry extends Endpoint>(
  entry: Entry,
  args: EndpointArgs<Entry>,
  options?: CallOptions,
): Promise<EndpointAnswer<Entry>>;
export async function callEndpoint<Entry extends Endpoint>(
  entry: Entry,
  args: EndpointArgs<Entry>,
  options: CallOptions = {},
): Promise<unknown> {
  if (!API_BASE)
    throw new ApiError(503, await failureText("client.apiUnavailable"));
  const fallback = () =>
    failureText(options.fallbackMessage ?? "client.requestFailed");
  // Typed by the overloads above; inside, any entry's arguments.
  const request = (
    endpointRequest as (entry: Endpoint, args: unknown) => EndpointRequest
  )(entry, {
    ...args,
    query: inChosenHousehold(entry, (args as { query?: object }).query),
  });
  const textAnswers = Object.values(entry.responses).some(
    (answer) => answer && isTextAnswer(answer),
  );
  const reading: Reading =
    options.responseType ?? (textAnswers ? "text" : "json");
  const { method, url, body } = request;

  const token = options.token === undefined ? readToken() : options.token;
  // A write makes every answer asked for before it stale: an early answer not yet taken (one that
  // started after its page had already asked, say) must not undo the write in the page's cache.
  if (method !== "GET") earlyRequests.clear();
  const sent =
    (method === "GET" && body === undefined && reading === "json"
      ? takeEarlyRequest(url, token, options.signal)
      : undefined) ??
    send(
      url,
      {
        method,
        headers: {
          ...headersFor(reading, token, body !== undefined),
          ...request.headers,
        },
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
      await failureText(
        sent.timeout.aborted ? "client.timedOut" : "client.unreachable",
      ),
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
        : await fallback(),
      typeof code === "string" ? code : undefined,
    );
  }
  const answer = await readBody(response, reading);
  if (reading === "blob") return answer;
  try {
    return parseAnswer<Endpoint, SuccessStatus>(
      entry,
      response.status as SuccessStatus,
      answer,
    );
  } catch (refusal) {
    throw new ApiError(response.status, await fallback(), UNEXPECTED_ANSWER, {
      cause: refusal,
    });
  }
}

/**
 * The message a person reads for a failed request: the server's own, or `unavailable` when the
 * service is down (503), or `fallback` for anything that is not an API answer; `fallback` and
 * `unavailable` are messages of the catalogue, said by `say` (the page's language:
 * `useMessages(errorMessages)`).
 */
export function errorMessage(
  error: unknown,
  say: SayMessage,
  fallback: MessageKey,
  unavailable: MessageKey = fallback,
): string {
  if (error instanceof ApiError) {
    return error.status === 503
      ? say(unavailable)
      : error.message || say(fallback);
  }
  return say(fallback);
}
