/**
 * A stand-in for the Kosh API at the network boundary (global fetch) for component tests.
 * Only fetch is replaced: the api-client, React Query and every component run for real.
 */
import type { Investment } from "@kosh/core/contracts/investments";
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

/** `METHOD /api/path` → answer; a path may end in `:id` to match one segment. */
type Routes = Record<
  string,
  (request: RecordedRequest, id: string | undefined) => FakeResponse
>;

function match(pattern: string, method: string, path: string) {
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

export function stubFetch(routes: Routes) {
  const requests: RecordedRequest[] = [];
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
      let answer: FakeResponse = {
        status: 404,
        body: { statusCode: 404, message: "Not found" },
      };
      for (const [pattern, handler] of Object.entries(routes)) {
        const found = match(pattern, request.method, request.path);
        if (found) {
          answer = handler(request, found.id);
          break;
        }
      }
      return new Response(
        answer.body === undefined ? null : JSON.stringify(answer.body),
        {
          status: answer.status,
          headers: { "Content-Type": "application/json" },
        },
      );
    }),
  );
  return requests;
}

export const companyTypes: CompanyType[] = [
  { id: "ct-bank", type_name: "Bank" },
  { id: "ct-nbfc", type_name: "NBFC" },
];

export const companies: Company[] = [
  {
    id: "co-sbi",
    name: "State Bank of India",
    company_type_id: "ct-bank",
    investment_company_types: { type_name: "Bank" },
  },
  {
    id: "co-hdfc",
    name: "HDFC Bank",
    company_type_id: "ct-bank",
    investment_company_types: { type_name: "Bank" },
  },
  {
    id: "co-bajaj",
    name: "Bajaj Finance",
    company_type_id: "ct-nbfc",
    investment_company_types: { type_name: "NBFC" },
  },
];

export const investTypes: InvestType[] = [
  { id: "it-fd", type_name: "Fixed Deposit" },
  { id: "it-rd", type_name: "Recurring Deposit" },
];

/** The reference lists every signed-in person may read. */
export const referenceRoutes: Routes = {
  "GET /api/admin/companies": () => ({ status: 200, body: companies }),
  "GET /api/admin/company-types": () => ({ status: 200, body: companyTypes }),
  "GET /api/admin/invest-types": () => ({ status: 200, body: investTypes }),
};

let sequence = 0;

/** An investment as the server returns it, with its embedded names. */
export function serverInvestment(
  overrides: Partial<Investment> = {},
): Investment {
  sequence += 1;
  const company =
    companies.find((entry) => entry.id === overrides.company_id) ??
    companies[0]!;
  const type =
    investTypes.find((entry) => entry.id === overrides.invest_type_id) ??
    investTypes[0]!;
  return {
    id: `inv-${sequence}`,
    company_id: company.id,
    invest_type_id: type.id,
    principal_amount: 100_000,
    rate_of_interest: 7,
    start_date: "2026-01-01",
    end_date: "2027-01-01",
    maturity_amount: 107_000,
    status: "active",
    document_number: null,
    account_number: null,
    investment_notes: null,
    transaction_reason: null,
    renewal_reference_id: null,
    created_at: "2026-01-01T10:00:00.000Z",
    updated_at: "2026-01-01T10:00:00.000Z",
    investment_companies: { name: company.name },
    invest_types: { type_name: type.type_name },
    ...overrides,
  };
}
