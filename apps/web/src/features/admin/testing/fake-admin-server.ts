/**
 * A stand-in for the Kosh API at the network boundary (global fetch) for the admin panel's
 * component tests. It keeps the lists in memory and answers like the server does for the cases
 * the tests need; everything of ours (api-client, auth state, React Query, components) runs for real.
 */
import type { AdminUser } from "@kosh/core/contracts/admin-users";
import type { User } from "@kosh/core/contracts/auth";
import type {
  Company,
  CompanyType,
  InvestType,
} from "@kosh/core/contracts/reference-lists";
import { vi } from "vitest";

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
}

/** `METHOD /api/path` (a segment may be `:id`) → answer; checked before the built-in behaviour. */
export type Overrides = Record<
  string,
  (request: RecordedRequest, id: string | undefined) => FakeResponse
>;

export interface FakeAdminState {
  me: User;
  companyTypes: CompanyType[];
  companies: Company[];
  investTypes: InvestType[];
  users: AdminUser[];
}

export const admin: User = {
  id: "u-admin",
  email: "admin@example.com",
  name: "Meera Nair",
  role: "admin",
  profile_completed: true,
  date_of_birth: "1985-02-01",
  location: "Kochi",
};

export function initialState(): FakeAdminState {
  return {
    me: admin,
    companyTypes: [
      { id: "ct-bank", type_name: "Bank" },
      { id: "ct-nbfc", type_name: "NBFC" },
    ],
    companies: [
      {
        id: "co-hdfc",
        name: "HDFC Bank",
        company_type_id: "ct-bank",
        investment_company_types: { type_name: "Bank" },
      },
    ],
    investTypes: [
      { id: "it-fd", type_name: "Fixed Deposit" },
      { id: "it-rd", type_name: "Recurring Deposit" },
      { id: "it-nsc", type_name: "NSC" },
    ],
    users: [
      {
        id: "u-invited",
        email: "ravi@example.com",
        name: null,
        role: "user",
        status: "invited",
        last_sign_in_at: null,
        invited_at: "2026-03-09T04:30:00.000Z",
        invited_by: "admin@example.com",
      },
      {
        id: "u-admin",
        email: "admin@example.com",
        name: "Meera Nair",
        role: "admin",
        status: "active",
        last_sign_in_at: "2026-03-10T04:30:00.000Z",
        invited_at: "2026-03-01T04:30:00.000Z",
        invited_by: null,
      },
    ],
  };
}

function matches(pattern: string, method: string, path: string) {
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

const ok = (body: unknown, status = 200): FakeResponse => ({ status, body });
export const failure = (status: number, message: string): FakeResponse => ({
  status,
  body: { statusCode: status, message },
});

function builtIn(state: FakeAdminState): Overrides {
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;
  return {
    "GET /api/auth/profile": () => ok({ user: state.me }),
    "GET /api/admin/company-types": () => ok(state.companyTypes),
    "GET /api/admin/companies": () => ok(state.companies),
    "GET /api/admin/invest-types": () => ok(state.investTypes),
    "GET /api/admin/users": () => ok(state.users),
    "POST /api/admin/company-types": ({ body }) => {
      const type = { id: nextId("ct"), ...(body as { type_name: string }) };
      state.companyTypes = [...state.companyTypes, type];
      return ok(type, 201);
    },
    "POST /api/admin/invest-types": ({ body }) => {
      const type = { id: nextId("it"), ...(body as { type_name: string }) };
      state.investTypes = [...state.investTypes, type];
      return ok(type, 201);
    },
    "POST /api/admin/companies": ({ body }) => {
      const input = body as { name: string; company_type_id: string };
      const type = state.companyTypes.find(
        (entry) => entry.id === input.company_type_id,
      );
      const company = {
        id: nextId("co"),
        ...input,
        investment_company_types: { type_name: type?.type_name ?? "" },
      };
      state.companies = [...state.companies, company];
      return ok(company, 201);
    },
    "PATCH /api/admin/invest-types/:id": ({ body }, id) => {
      state.investTypes = state.investTypes.map((type) =>
        type.id === id ? { ...type, ...(body as object) } : type,
      );
      return ok(state.investTypes.find((type) => type.id === id));
    },
    "DELETE /api/admin/invest-types/:id": (_, id) => {
      state.investTypes = state.investTypes.filter((type) => type.id !== id);
      return { status: 204 };
    },
    "POST /api/admin/users": ({ body }) => {
      const input = body as { email: string; role: "admin" | "user" };
      const user: AdminUser = {
        id: nextId("u"),
        email: input.email,
        name: null,
        role: input.role,
        status: "invited",
        last_sign_in_at: null,
        invited_at: "2026-03-10T05:00:00.000Z",
        invited_by: state.me.email,
      };
      state.users = [user, ...state.users];
      return ok(user, 201);
    },
    "PATCH /api/admin/users/:id": ({ body }, id) => {
      const change = body as { role?: "admin" | "user"; disabled?: boolean };
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
      return ok(state.users.find((user) => user.id === id));
    },
  };
}

/** Replaces fetch with the fake; returns every request it saw and the state behind it. */
export function stubAdminServer(
  overrides: Overrides = {},
  state: FakeAdminState = initialState(),
) {
  const requests: RecordedRequest[] = [];
  // A test's own answers come first; the in-memory behaviour answers the rest.
  const tables = [overrides, builtIn(state)];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const request: RecordedRequest = {
        method: init?.method ?? "GET",
        path: url.pathname,
        body:
          typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const answer = respond(tables, request);
      return new Response(
        answer.body === undefined ? null : JSON.stringify(answer.body),
        {
          status: answer.status,
          headers: { "Content-Type": "application/json" },
        },
      );
    }),
  );
  return { requests, state };
}

function respond(tables: Overrides[], request: RecordedRequest): FakeResponse {
  for (const table of tables) {
    for (const [pattern, handler] of Object.entries(table)) {
      const found = matches(pattern, request.method, request.path);
      if (found) return handler(request, found.id);
    }
  }
  return failure(404, "Not found");
}
