import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows } from "../query-rows.ts";
import type { UserRole } from "../../src/db/schema.ts";
import { uniqueEmail } from "../sign-in-harness.ts";
import type { TrackerHarness } from "../tracker-harness.ts";
import { type SurfaceRoute, describeRoute } from "./api-surface.ts";
import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import {
  API_CALCULATORS,
  type CalculatorEntry,
} from "@kosh/core/calculators/calculator-registry";
import {
  defaultInputs,
  type ChoiceValue,
} from "@kosh/core/calculators/slider-config";

export type CallerKind = "guest" | "user" | "admin";

/**
 * The people and rows the fuzzing runs against: a signed-in user with investments, an admin,
 * another user whose investment must stay out of reach, and spare accounts an admin may change.
 * The callers' own ids are kept out of the id pool, so no generated request signs them out
 * by disabling them (sign-out itself is handled by signing in again).
 */
export interface FuzzFixture {
  ids: string[];
  validBody(route: SurfaceRoute): [string, unknown][];
  tokenOf(kind: CallerKind): string | undefined;
  /** Signs the caller in again after a generated request signed it out. */
  renewSession(kind: CallerKind): Promise<void>;
}

interface Account {
  email: string;
  token: string;
}

export async function fuzzFixture(
  tracker: TrackerHarness,
): Promise<FuzzFixture> {
  const signedIn = async (label: string, role: UserRole): Promise<Account> => {
    const email = uniqueEmail(label);
    await tracker.server.invite(email, role);
    return { email, token: await tracker.server.signIn(email) };
  };
  const callers: Record<Exclude<CallerKind, "guest">, Account> = {
    user: await signedIn("fuzz-user", "user"),
    admin: await signedIn("fuzz-admin", "admin"),
  };
  const neighbour = await signedIn("fuzz-neighbour", "user");
  for (const label of ["fuzz-spare", "fuzz-spare-admin"]) {
    await tracker.server.invite(
      `${label}@example.com`,
      label.endsWith("admin") ? "admin" : "user",
    );
  }
  const companyId = await tracker.companyId("State Bank of India");
  const investTypeId = await tracker.investTypeId("Fixed Deposit");
  const investment = (index: number) => ({
    company_id: companyId,
    invest_type_id: investTypeId,
    principal_amount: 100_000 + index,
    rate_of_interest: 7.1,
    start_date: "2025-04-01",
    end_date: "2030-04-01",
  });
  for (const [account, count] of [
    [callers.user, 4],
    [neighbour, 1],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const created = await tracker.server.app.inject({
        method: "POST",
        url: "/api/investments",
        headers: { authorization: `Bearer ${account.token}` },
        payload: investment(index),
      });
      if (created.statusCode !== 201)
        throw new Error(`Could not add an investment: ${created.body}`);
    }
  }

  // A PPF account of the user's, so the pool holds an account and a deposit of it.
  const account = await tracker.server.app.inject({
    method: "POST",
    url: "/api/investments",
    headers: { authorization: `Bearer ${callers.user.token}` },
    payload: {
      company_id: companyId,
      invest_type_id: await tracker.investTypeId("PPF"),
      principal_amount: 50_000,
      rate_of_interest: 7.1,
      start_date: "2025-04-01",
    },
  });
  if (account.statusCode !== 201)
    throw new Error(`Could not open a PPF account: ${account.body}`);

  const callerEmails = [callers.user.email, callers.admin.email];
  const ids = (
    await queryRows<{ id: string }>(
      tracker.server.db,
      sql`select id::text from investments
          union all select id::text from companies
          union all select id::text from company_types
          union all select id::text from invest_types
          union all select id::text from investment_deposits
          union all select id::text from household_members
          union all select id::text from household_access
          union all select id::text from users where email not in (${sql.join(
            callerEmails.map((email) => sql`${email}`),
            sql`, `,
          )})`,
    )
  ).map(({ id }) => id);

  const [companyType] = await queryRows<{ id: string }>(
    tracker.server.db,
    sql`select id::text from company_types order by type_name limit 1`,
  );
  const companyTypeId = companyType!.id;
  // The user's own household member, who holds their investments (docs/product.md#household).
  const [userMember] = await queryRows<{ id: string }>(
    tracker.server.db,
    sql`select m.id::text from household_members m join users u on u.id = m.household_id
        where u.email = ${callers.user.email} and m.relation = 'self'`,
  );
  const holderIds = [userMember!.id];

  let sequence = 0;
  let renewals = 0;
  const unique = (label: string) => `${label} ${(sequence += 1)}`;
  const bodies: Record<string, () => Record<string, unknown>> = {
    "POST /api/auth/send-otp": () => ({
      email: `${unique("fuzz").replace(" ", "-")}@example.com`,
    }),
    "POST /api/auth/resend-otp": () => ({
      email: `${unique("fuzz").replace(" ", "-")}@example.com`,
    }),
    "POST /api/auth/verify-otp": () => ({
      email: callers.user.email,
      otp: "000000",
    }),
    "PUT /api/auth/complete-profile": () => ({
      name: "Asha Rao",
      date_of_birth: "1990-05-17",
      location: "Pune",
      userId: randomUUID(),
    }),
    "PUT /api/auth/locale": () => ({ locale: "hi" }),
    "POST /api/admin/company-types": () => ({
      type_name: unique("Fuzz company type"),
    }),
    "PATCH /api/admin/company-types/:id": () => ({
      type_name: unique("Fuzz company type"),
    }),
    "PUT /api/admin/company-types/:id/cover": () => ({
      cover: "government",
    }),
    "PUT /api/admin/deposit-insurance": () => ({ cover: 500_000 }),
    "PUT /api/reminders/settings": () => ({
      enabled: true,
      lead_days: [30, 7, 0],
    }),
    "POST /api/admin/invest-types": () => ({
      type_name: unique("Fuzz investment type"),
    }),
    "PATCH /api/admin/invest-types/:id": () => ({
      type_name: unique("Fuzz investment type"),
    }),
    "PUT /api/admin/invest-types/:id/scheme": () => ({
      scheme: "term_deposit",
    }),
    "POST /api/admin/companies": () => ({
      name: unique("Fuzz company"),
      company_type_id: companyTypeId,
    }),
    "PATCH /api/admin/companies/:id": () => ({
      name: unique("Fuzz company"),
      company_type_id: companyTypeId,
    }),
    "POST /api/admin/users": () => ({
      email: `${unique("invitee").replace(" ", "-")}@example.com`,
      role: "user",
    }),
    "PATCH /api/admin/users/:id": () => ({ role: "user", disabled: false }),
    "POST /api/investments": () => ({
      ...investment(sequence++),
      maturity_amount: 141_478,
      document_number: "FDR-0042",
      account_number: "30012345678",
      investment_notes: "Joint with spouse",
      interest_schedule: "cumulative_quarterly",
      monthly_instalment: null,
      holder_ids: holderIds,
    }),
    // A deposit within any account's life and its financial year's limit.
    "POST /api/investments/:id/deposits": () => ({
      date: "2025-06-01",
      amount: 1_000,
    }),
    "POST /api/investments/:id/renew": () => ({
      new_end_date: "2035-04-01",
      new_rate: 7.5,
      transaction_reason: "Renewed at maturity",
      new_maturity_amount: 200_000,
      interest_schedule: "payout_monthly",
      holder_ids: holderIds,
    }),
    "PUT /api/investments/:id/holders": () => ({ holder_ids: holderIds }),
    // A file of one deposit, with every decision the JSON form may carry (docs/product.md#import).
    "POST /api/investments/import": () => ({
      csv: "Bank,Amount,Rate,Start Date,End Date\r\nSBI,10000,7,01-01-2024,01-01-2025",
      mapping: {},
      invest_type_id: investTypeId,
      rows: [{ line: 2, action: "import" }],
    }),
    "POST /api/household/members": () => ({
      name: unique("Fuzz member"),
      relation: "child",
      date_of_birth: "2010-04-01",
    }),
    "PATCH /api/household/members/:id": () => ({
      name: unique("Fuzz member"),
      relation: "sibling",
      date_of_birth: null,
    }),
    "POST /api/household/access": () => ({
      email: callers.admin.email,
      role: "view",
    }),
    // A code no one was sent: the account stays (docs/product.md#your-data).
    "DELETE /api/account": () => ({ otp: "000000" }),
    "POST /api/investments/:id/extend": () => ({ with_deposits: true }),
    "PUT /api/investments/:id/close": () => ({
      transaction_reason: "Closed early",
    }),
    // The latest quarter's notified rates (docs/product.md#scheme-rates).
    "PUT /api/admin/scheme-rates/:quarterStart": () => ({
      rates: SCHEME_RATE_HISTORY.at(-1)!.rates,
      kvpMonths: SCHEME_RATE_HISTORY.at(-1)!.kvpMonths,
    }),
    // Every calculator's request at its sliders' and choices' defaults, which its route takes by definition
    // (the route's ranges are the sliders', docs/architecture.md#adding-a-calculator).
    ...Object.fromEntries(
      API_CALCULATORS.map((entry) => [
        `POST /api/calculate/${entry.slug}`,
        () => defaultRequest(entry),
      ]),
    ),
  };
  return {
    ids,
    validBody(route) {
      const key = describeRoute(route).replace(/\/$/, "");
      const body = bodies[key];
      if (!body)
        throw new Error(
          `${describeRoute(route)} reads a body but the fuzz has no valid one for it: add it to fuzz-fixture.ts`,
        );
      const entries = Object.entries(body());
      const declared = (route.body ?? []).map((field) => field.name).sort();
      if (
        JSON.stringify(entries.map(([name]) => name).sort()) !==
        JSON.stringify(declared)
      ) {
        throw new Error(
          `The valid body for ${key} must name every field the route declares: ${declared.join(", ")}`,
        );
      }
      return entries;
    },
    tokenOf: (kind) => (kind === "guest" ? undefined : callers[kind].token),
    async renewSession(kind) {
      if (kind === "guest") return;
      renewals += 1;
      callers[kind] = await signedIn(`fuzz-${kind}-again-${renewals}`, kind);
    },
  };
}

/** A calculator's request with each field at its slider's or its choice's default. */
function defaultRequest(entry: CalculatorEntry): Record<string, ChoiceValue> {
  const defaults = defaultInputs(entry);
  return Object.fromEntries(
    Object.keys(entry.api?.request ?? {}).map((key) => {
      const value = defaults[key];
      if (value === undefined)
        throw new Error(
          `${entry.slug}'s request field ${key} has no slider or choice`,
        );
      return [key, value];
    }),
  );
}
