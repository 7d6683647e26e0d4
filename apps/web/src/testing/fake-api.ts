/**
 * The one stand-in for the Kosh API in component tests. It replaces only the global fetch, the
 * network boundary: the api-client, React Query, the session and every component run for real.
 * Like the server, it checks each body against the route's contract from @kosh/core before any
 * handler sees it, and answers errors as `{ statusCode, code, error, message }`.
 */
import * as adminUsersContract from "@kosh/core/contracts/admin-users";
import type { AdminUser } from "@kosh/core/contracts/admin-users";
import * as authContract from "@kosh/core/contracts/auth";
import * as calculateContract from "@kosh/core/contracts/calculate";
import * as investmentsContract from "@kosh/core/contracts/investments";
import * as referenceContract from "@kosh/core/contracts/reference-lists";
import * as remindersContract from "@kosh/core/contracts/reminders";
import { todayIso } from "@kosh/core/format/date";
import { vi } from "vitest";
import type { ZodType } from "zod";
import { type FakeApiState, fakeApiState } from "./fake-api-data.ts";

export interface FakeRequest {
  method: string;
  path: string;
  /** The body as sent; handlers receive it as the contract parsed it (trimmed, defaults filled). */
  body: unknown;
  authorization: string | null;
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

/** `METHOD /api/path` → handler; a segment may be `:id`. */
export type Routes = Record<string, Handler>;

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
  "POST /api/calculate/home-loan": calculateContract.homeLoanRequest,
  "POST /api/calculate/sip": calculateContract.sipRequest,
  "POST /api/calculate/fd": calculateContract.fdRequest,
  "POST /api/calculate/rd": calculateContract.rdRequest,
  "POST /api/calculate/simple-interest":
    calculateContract.simpleInterestRequest,
  "POST /api/calculate/compound-interest":
    calculateContract.compoundInterestRequest,
};

const ERROR_CODES: Record<number, [code: string, error: string]> = {
  400: ["BAD_REQUEST", "Bad Request"],
  401: ["UNAUTHORIZED", "Unauthorized"],
  403: ["FORBIDDEN", "Forbidden"],
  404: ["NOT_FOUND", "Not Found"],
  409: ["CONFLICT", "Conflict"],
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

/** A promise the test settles when it chooses, to observe in-flight states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

type ListKey = "companyTypes" | "companies" | "investTypes";

/** The server's own behaviour, kept in memory, for what tests do not answer themselves. */
function serverRoutes(state: FakeApiState): Routes {
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;
  const body = <T>(request: FakeRequest) => request.body as T;
  // As the server previews them: only the chosen lead times, nothing while reminders are off.
  const shownReminders = () => ({
    ...state.reminders,
    upcoming: state.reminders.enabled
      ? state.reminders.upcoming.filter((reminder) =>
          state.reminders.lead_days.includes(reminder.lead_days),
        )
      : [],
  });
  const companyWithType = (input: {
    name: string;
    company_type_id: string;
  }) => {
    const type = state.companyTypes.find(
      (companyType) => companyType.id === input.company_type_id,
    );
    return {
      ...input,
      investment_company_types: {
        type_name: type?.type_name ?? "",
        deposits_insured: type?.deposits_insured ?? false,
      },
    };
  };
  const referenceList = (
    path: string,
    key: ListKey,
    prefix: string,
    entry: (input: never) => object,
    /** What a new entry starts with besides what was sent. */
    defaults: object = {},
  ): Routes => ({
    [`GET /api/admin/${path}`]: () => ok(state[key]),
    [`POST /api/admin/${path}`]: (request) => {
      const added = {
        id: nextId(prefix),
        ...defaults,
        ...entry(body(request)),
      };
      state[key] = [...state[key], added] as never;
      return ok(added, 201);
    },
    [`PATCH /api/admin/${path}/:id`]: (request, id) => {
      const list = state[key] as { id: string }[];
      if (!list.some((item) => item.id === id))
        return apiError(404, "Entry not found");
      state[key] = list.map((item) =>
        item.id === id ? { ...item, ...entry(body(request)) } : item,
      ) as never;
      return ok(
        (state[key] as { id: string }[]).find((item) => item.id === id),
      );
    },
    [`DELETE /api/admin/${path}/:id`]: (_, id) => {
      state[key] = (state[key] as { id: string }[]).filter(
        (item) => item.id !== id,
      ) as never;
      return { status: 204 };
    },
  });

  return {
    "GET /api/auth/profile": () => ok({ user: state.me }),
    "POST /api/auth/sign-out": () => ({ status: 204 }),
    "POST /api/auth/send-otp": () =>
      ok({ message: authContract.OTP_SENT_MESSAGE }),
    "POST /api/auth/resend-otp": () =>
      ok({ message: authContract.OTP_SENT_MESSAGE }),
    ...referenceList("company-types", "companyTypes", "ct", (input) => input, {
      deposits_insured: false,
    }),
    "PUT /api/admin/company-types/:id/deposit-insurance": (request, id) => {
      const { deposits_insured } = body<{ deposits_insured: boolean }>(request);
      if (!state.companyTypes.some((type) => type.id === id))
        return apiError(404, "Company type not found.");
      state.companyTypes = state.companyTypes.map((type) =>
        type.id === id ? { ...type, deposits_insured } : type,
      );
      state.companies = state.companies.map((company) =>
        company.company_type_id === id
          ? {
              ...company,
              investment_company_types: {
                ...company.investment_company_types,
                deposits_insured,
              },
            }
          : company,
      );
      return ok({ id, deposits_insured });
    },
    ...referenceList("invest-types", "investTypes", "it", (input) => input),
    ...referenceList("companies", "companies", "co", companyWithType),
    "GET /api/admin/users": () => ok(state.users),
    "POST /api/admin/users": (request) => {
      const input = body<{ email: string; role: "admin" | "user" }>(request);
      const invited: AdminUser = {
        id: nextId("u"),
        email: input.email,
        name: null,
        role: input.role,
        status: "invited",
        last_sign_in_at: null,
        invited_at: "2026-03-10T05:00:00.000Z",
        invited_by: state.me?.email ?? null,
      };
      state.users = [invited, ...state.users];
      return ok(invited, 201);
    },
    "PATCH /api/admin/users/:id": (request, id) => {
      const change = body<{ role?: "admin" | "user"; disabled?: boolean }>(
        request,
      );
      state.users = state.users.map((user) => {
        if (user.id !== id) return user;
        const status =
          change.disabled === undefined
            ? user.status
            : change.disabled
              ? "disabled"
              : user.last_sign_in_at
                ? "active"
                : "invited";
        return { ...user, role: change.role ?? user.role, status };
      });
      const updated = state.users.find((user) => user.id === id);
      return updated ? ok(updated) : apiError(404, "User not found");
    },
    "GET /api/investments": () => ok(state.investments),
    "GET /api/calendar-feed": () => ok({ active: state.calendarFeed !== null }),
    "POST /api/calendar-feed": () => {
      state.calendarFeed = `http://localhost:3000/api/calendar-feed/${nextId("feed").padEnd(43, "x")}.ics`;
      return ok({ url: state.calendarFeed }, 201);
    },
    "DELETE /api/calendar-feed": () => {
      state.calendarFeed = null;
      return { status: 204 };
    },
    "GET /api/reminders/settings": () => ok(shownReminders()),
    "PUT /api/reminders/settings": (request) => {
      const input = body<{ enabled: boolean; lead_days: number[] }>(request);
      state.reminders = { ...state.reminders, ...input };
      return ok(shownReminders());
    },
  };
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
