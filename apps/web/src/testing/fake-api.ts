/**
 * The one stand-in for the Kosh API in component tests. It replaces only the global fetch, the
 * network boundary: the api-client, React Query, the session and every component run for real.
 * Like the server, it checks each body against the route's contract from @kosh/core before any
 * handler sees it, and answers errors as `{ statusCode, code, error, message }`.
 */
import * as adminUsersContract from "@kosh/core/contracts/admin-users";
import * as authContract from "@kosh/core/contracts/auth";
import { CALCULATE_CONTRACTS } from "@kosh/core/contracts/calculate";
import * as investmentsContract from "@kosh/core/contracts/investments";
import * as referenceContract from "@kosh/core/contracts/reference-lists";
import * as remindersContract from "@kosh/core/contracts/reminders";
import { todayIso } from "@kosh/core/format/date";
import { vi } from "vitest";
import type { ZodType } from "zod";
import {
  apiError,
  type FakeRequest,
  type FakeResponse,
  type Routes,
} from "./fake-api-answers.ts";
import { type FakeApiState, fakeApiState } from "./fake-api-data.ts";
import { serverRoutes } from "./fake-api-server.ts";

export {
  apiError,
  ok,
  type FakeRequest,
  type FakeResponse,
  type Handler,
  type Routes,
} from "./fake-api-answers.ts";

/** The body each route accepts: the very schemas the server validates with. */
const CONTRACTS: Record<string, ZodType> = {
  "POST /api/auth/send-otp": authContract.sendOtpRequest,
  "POST /api/auth/resend-otp": authContract.resendOtpRequest,
  "POST /api/auth/verify-otp": authContract.verifyOtpRequest,
  "PUT /api/auth/complete-profile": authContract.completeProfileRequest(() =>
    todayIso(),
  ),
  "POST /api/admin/users": adminUsersContract.inviteUserRequest,
  "PATCH /api/admin/users/:id": adminUsersContract.updateUserRequest,
  "POST /api/admin/company-types": referenceContract.createCompanyTypeRequest,
  "PATCH /api/admin/company-types/:id":
    referenceContract.createCompanyTypeRequest,
  "PUT /api/admin/company-types/:id/deposit-insurance":
    referenceContract.depositInsuranceRequest,
  "POST /api/admin/companies": referenceContract.createCompanyRequest,
  "PATCH /api/admin/companies/:id": referenceContract.createCompanyRequest,
  "POST /api/admin/invest-types": referenceContract.createInvestTypeRequest,
  "PATCH /api/admin/invest-types/:id":
    referenceContract.createInvestTypeRequest,
  "PUT /api/reminders/settings": remindersContract.reminderSettingsRequest,
  "POST /api/investments": investmentsContract.createInvestmentRequest,
  "POST /api/investments/:id/renew": investmentsContract.renewInvestmentRequest,
  "PUT /api/investments/:id/close": investmentsContract.closeInvestmentRequest,
  // One route per calculator the server answers (calculator-registry.ts).
  ...Object.fromEntries(
    Object.entries(CALCULATE_CONTRACTS).map(([slug, { request }]) => [
      `POST /api/calculate/${slug}`,
      request,
    ]),
  ),
};

/** A promise the test settles when it chooses, to observe in-flight states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Routes anyone may call; the others need a bearer token, as on the server. */
const PUBLIC =
  /^(POST \/api\/auth\/(send-otp|resend-otp|verify-otp)|POST \/api\/calculate\/)/;
/** Routes only an admin may call; reading the reference lists is open to every signed-in person. */
const ADMIN_ONLY =
  /^(?!GET \/api\/admin\/(companies|company-types|invest-types)$)\S+ \/api\/admin\//;

function matchRoute(pattern: string, method: string, path: string) {
  const [patternMethod, patternPath = ""] = pattern.split(" ");
  if (patternMethod !== method) return null;
  const expected = patternPath.split("/");
  const actual = path.split("/");
  if (expected.length !== actual.length) return null;
  let id: string | undefined;
  for (const [index, part] of expected.entries()) {
    if (part === ":id") id = decodeURIComponent(actual[index] ?? "");
    else if (part !== actual[index]) return null;
  }
  return { id };
}

function find(routes: Routes, method: string, path: string) {
  for (const [pattern, handler] of Object.entries(routes)) {
    const found = matchRoute(pattern, method, path);
    if (found) return { pattern, handler, id: found.id };
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Replaces fetch with the fake server. A test's own `routes` answer first, then the in-memory
 * server; anything else is the server's 404. Returns every request seen and the state behind it.
 */
export function startFakeApi(
  routes: Routes = {},
  state: FakeApiState = fakeApiState(),
) {
  const requests: FakeRequest[] = [];
  const server = serverRoutes(state);

  async function answer(request: FakeRequest): Promise<FakeResponse> {
    const key = `${request.method} ${request.path}`;
    const own = find(routes, request.method, request.path);
    const builtIn = own ? null : find(server, request.method, request.path);
    const route = own ??
      builtIn ?? {
        pattern: key,
        handler: () =>
          apiError(404, `Route ${request.method} ${request.path} not found`),
        id: undefined,
      };
    // The in-memory server checks who asks; a test's own handler decides that itself.
    if (builtIn && !PUBLIC.test(key)) {
      const signedIn =
        Boolean(request.authorization?.startsWith("Bearer ")) &&
        state.me !== null;
      if (!signedIn) return apiError(401, "Please sign in to continue.");
      if (ADMIN_ONLY.test(key) && state.me?.role !== "admin")
        return apiError(403, "You need administrator privileges to do this.");
    }
    const contract = CONTRACTS[route.pattern];
    if (contract) {
      const parsed = contract.safeParse(request.body);
      if (!parsed.success) {
        const messages = [
          ...new Set(parsed.error.issues.map((issue) => issue.message)),
        ];
        return apiError(400, messages.join("; "), "VALIDATION_ERROR");
      }
      return route.handler({ ...request, body: parsed.data }, route.id);
    }
    return route.handler(request, route.id);
  }

  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const request: FakeRequest = {
        method: init?.method ?? "GET",
        path: url.pathname,
        body: typeof init?.body === "string" ? parseJson(init.body) : undefined,
        authorization: new Headers(init?.headers).get("Authorization"),
      };
      requests.push(request);
      const { status, body, headers } = await answer(request);
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
  return { requests, state };
}
