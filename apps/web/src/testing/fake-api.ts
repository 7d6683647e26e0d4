/**
 * The one stand-in for the Kosh API in component tests. It replaces only the global fetch, the
 * network boundary: the api-client, React Query, the session and every component run for real.
 * Its routes are core's endpoint entries (docs/architecture.md#endpoints): like the server, it asks
 * for the session or the admin an entry's `access` names, checks each body against the entry's
 * contract before any handler sees it, and answers errors as `{ statusCode, code, error, message }`.
 * Every answer it gives is checked with the entry's answer schema for its status (an error with
 * the error contract); an answer refused, or a request no entry describes, fails the test.
 */
import { bodySchemaOf, type Endpoint } from "@kosh/core/api/endpoint";
import {
  endpointPath,
  parseAnswer,
  type EndpointStatus,
} from "@kosh/core/api/endpoint-call";
import {
  ENDPOINTS,
  type EndpointName,
  endpointName,
} from "@kosh/core/api/index";
import { apiErrorSchema } from "@kosh/core/contracts/api-error";
import { message } from "@kosh/core/contracts/message";
import { todayIso } from "@kosh/core/format/date";
import { onTestFinished, vi } from "vitest";
import {
  apiError,
  type FakeRequest,
  type FakeResponse,
  type Handler,
  type Routes,
} from "./fake-api-answers.ts";
import { type FakeApiState, fakeApiState } from "./fake-api-data.ts";
import { idempotentAnswers } from "./fake-api-idempotency.ts";
import { serverRoutes } from "./fake-api-server.ts";
import { householdRole, householdRoutes } from "./fake-api-household.ts";

export {
  apiError,
  ok,
  type FakeRequest,
  type FakeResponse,
  type Handler,
  type Routes,
} from "./fake-api-answers.ts";

/** A promise the test settles when it chooses, to observe in-flight states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The Idempotency-Key of each request sent to `entry` (at `params`), in the order sent. */
export function keysSent(
  requests: readonly FakeRequest[],
  entry: Endpoint,
  params: Record<string, string> = {},
) {
  const path = endpointPath(entry, params);
  return requests
    .filter(
      (request) => request.method === entry.method && request.path === path,
    )
    .map((request) => request.idempotencyKey);
}

/** The entries by name (`GET /api/investments/:id`), each with its path as segments. */
const ENTRIES = new Map(
  ENDPOINTS.map((entry) => [
    endpointName(entry),
    { entry, segments: entry.path.split("/") },
  ]),
);

/** The entry a request calls, and its path parameters; a literal segment beats a parameter. */
function entryFor(method: string, path: string) {
  const actual = path.split("/");
  let best:
    | { entry: Endpoint; params: Record<string, string>; literals: number }
    | undefined;
  for (const { entry, segments } of ENTRIES.values()) {
    if (entry.method !== method || segments.length !== actual.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const matches = segments.every((segment, index) => {
      const part = actual[index] ?? "";
      if (!segment.startsWith(":")) {
        literals += 1;
        return segment === part;
      }
      params[segment.slice(1)] = decodeURIComponent(part);
      return true;
    });
    if (matches && (!best || literals > best.literals))
      best = { entry, params, literals };
  }
  return best;
}

/** The problems with an answer its entry's contract refuses; none for an accepted one. */
function refusalOf(entry: Endpoint, { status, body }: FakeResponse) {
  if (status >= 400) {
    // A bare error, as a gateway in front of the server gives one, has no body to check.
    if (body === undefined) return null;
    const parsed = apiErrorSchema.safeParse(body);
    return parsed.success
      ? null
      : `${endpointName(entry)} answered ${status} with an error body the error contract refuses: ${parsed.error.message}`;
  }
  try {
    parseAnswer(entry, status as EndpointStatus<Endpoint>, body ?? null);
    return null;
  } catch (refused) {
    return (refused as Error).message;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Replaces fetch with the fake server. A test's own `routes` (named as the entries are:
 * `POST /api/investments/:id/renew`) answer first, then the in-memory server; an entry neither
 * answers gets the server's 404. An Idempotency-Key is honoured as the server does
 * (fake-api-idempotency.ts). Returns every request seen, the state behind it, `refusals`: the
 * answers a contract refused and the requests no entry describes, each of which fails the test
 * when it ends (a test that provokes one on purpose empties the list after checking it), and
 * `loseNextAnswer(name)`: the next request to that entry is answered (and written) as ever, but
 * its answer never reaches the page, which sees the network fail.
 */
export function startFakeApi(
  routes: Routes = {},
  state: FakeApiState = fakeApiState(),
) {
  const requests: FakeRequest[] = [];
  const refusals: string[] = [];
  // The household's routes (fake-api-household.ts) beside the rest of the server's.
  const server = { ...householdRoutes(state), ...serverRoutes(state) };
  const idempotent = idempotentAnswers();
  const losing = new Set<EndpointName>();
  for (const name of [...Object.keys(routes), ...Object.keys(server)]) {
    if (!ENTRIES.has(name as EndpointName)) {
      throw new Error(
        `The fake API answers ${name}, which no endpoint entry in @kosh/core/api describes`,
      );
    }
  }
  onTestFinished(() => {
    if (refusals.length > 0) {
      throw new Error(
        `The fake API gave answers the API's contracts refuse:\n${refusals.join("\n")}`,
      );
    }
  });

  async function answer(
    request: FakeRequest,
    entry: Endpoint,
    params: Record<string, string>,
  ): Promise<FakeResponse> {
    const name = endpointName(entry);
    const own: Handler | undefined = routes[name];
    const handler: Handler =
      own ??
      server[name] ??
      (() =>
        apiError(404, `Route ${request.method} ${request.path} not found`));
    // The in-memory server checks who asks; a test's own handler decides that itself.
    if (!own && entry.access !== "public") {
      const signedIn =
        Boolean(request.authorization?.startsWith("Bearer ")) &&
        state.me !== null;
      if (!signedIn) return apiError(401, "Please sign in to continue.");
      if (entry.access === "admin" && state.me?.role !== "admin")
        return apiError(403, "You need administrator privileges to do this.");
      // As the server's household check (docs/decisions/0055-a-household-is-its-owners.md).
      if (entry.household) {
        const role = householdRole(state, request.query.household);
        if (!role) return apiError(404, message("request.notFound"));
        if (entry.household === "edit" && role === "view")
          return apiError(403, message("household.viewOnly"));
      }
    }
    const id = params.id ?? Object.values(params)[0];
    const contract = bodySchemaOf(entry, todayIso);
    if (contract) {
      const parsed = contract.safeParse(request.body);
      if (!parsed.success) {
        const messages = [
          ...new Set(parsed.error.issues.map((issue) => issue.message)),
        ];
        return apiError(400, messages.join("; "), "VALIDATION_ERROR");
      }
      return handler({ ...request, body: parsed.data }, id);
    }
    return handler(request, id);
  }

  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const sent = new Headers(init?.headers);
      const key = sent.get("Idempotency-Key");
      const request: FakeRequest = {
        method: init?.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: typeof init?.body === "string" ? parseJson(init.body) : undefined,
        authorization: sent.get("Authorization"),
        ...(key === null ? {} : { idempotencyKey: key }),
      };
      requests.push(request);
      const called = entryFor(request.method, request.path);
      if (!called) {
        const refusal = `${request.method} ${request.path}: no endpoint entry in @kosh/core/api describes this request`;
        refusals.push(refusal);
        throw new Error(refusal);
      }
      const response = await idempotent(
        request,
        called.entry,
        called.params,
        () => answer(request, called.entry, called.params),
      );
      const refusal = refusalOf(called.entry, response);
      if (refusal) {
        refusals.push(refusal);
        throw new Error(refusal);
      }
      if (losing.delete(endpointName(called.entry)))
        throw new TypeError("Failed to fetch");
      const { status, body, headers } = response;
      const text =
        body === undefined
          ? null
          : typeof body === "string"
            ? body
            : JSON.stringify(body);
      return new Response(text, {
        status,
        headers: { "Content-Type": "application/json", ...headers },
      });
    }),
  );
  const loseNextAnswer = (name: EndpointName) => {
    losing.add(name);
  };
  return { requests, state, refusals, loseNextAnswer };
}
