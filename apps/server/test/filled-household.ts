import type { Member } from "@kosh/core/contracts/household";
import type { Investment } from "@kosh/core/contracts/investments";
import { expect } from "vitest";
import type { SeededLists } from "./fixtures.ts";
import { daysFromToday } from "./reminder-mails.ts";
import type { Caller, TrackerHarness } from "./tracker-harness.ts";

/** A request that must answer `status`; its JSON. */
export async function answer<T>(
  caller: Caller,
  status: number,
  ...request: Parameters<Caller["request"]>
): Promise<T> {
  const response = await caller.request(...request);
  expect(response.statusCode, response.body).toBe(status);
  return (response.body ? response.json() : null) as T;
}

export interface FilledHousehold {
  userId: string;
  spouse: Member;
  renewed: Investment;
  renewal: Investment;
  ppf: Investment;
  endingSoon: Investment;
}

/**
 * A person whose household has something in every place Kosh keeps a household's data
 * (docs/product.md#your-data): a profile, a spouse holding an FD jointly, the FD renewed once
 * (sent with an Idempotency-Key), a PPF account with a second deposit, a deposit ending in a week,
 * reminder settings, a calendar address, and access given to `sharedWith`.
 */
export async function fillHousehold(
  tracker: TrackerHarness,
  lists: SeededLists,
  person: Caller,
  sharedWith: Caller,
): Promise<FilledHousehold> {
  await answer(person, 200, "PUT", "/api/auth/complete-profile", {
    name: "Meera Iyer",
    date_of_birth: "1960-01-26",
    location: "Chennai",
  });
  const { user } = await answer<{ user: { id: string } }>(
    person,
    200,
    "GET",
    "/api/auth/profile",
  );
  const [self] = await answer<Member[]>(
    person,
    200,
    "GET",
    "/api/household/members",
  );
  const spouse = await answer<Member>(
    person,
    201,
    "POST",
    "/api/household/members",
    { name: "Raman Iyer", relation: "spouse", date_of_birth: "1957-07-01" },
  );
  const fd = {
    company_id: lists.companyId("State Bank of India"),
    invest_type_id: lists.investTypeId("Fixed Deposit"),
    principal_amount: 250000,
    rate_of_interest: 7.1,
    start_date: "2024-04-01",
    end_date: "2025-04-01",
    maturity_amount: 268213,
    interest_schedule: "cumulative_quarterly",
    account_number: "30211234567",
  };
  const renewed = await answer<Investment>(
    person,
    201,
    "POST",
    "/api/investments",
    { ...fd, holder_ids: [spouse.id, self!.id] },
    { "idempotency-key": "meera-fd-2024" },
  );
  const renewal = await answer<Investment>(
    person,
    201,
    "POST",
    `/api/investments/${renewed.id}/renew`,
    { new_end_date: "2026-04-01", new_rate: 6.8, new_maturity_amount: 286000 },
  );
  const ppf = await answer<Investment>(
    person,
    201,
    "POST",
    "/api/investments",
    {
      company_id: lists.companyId("State Bank of India"),
      invest_type_id: lists.investTypeId("PPF"),
      principal_amount: 150000,
      rate_of_interest: 7.1,
      start_date: "2024-04-05",
    },
  );
  await answer(person, 201, "POST", `/api/investments/${ppf.id}/deposits`, {
    date: "2025-04-05",
    amount: 150000,
  });
  const endingSoon = await answer<Investment>(
    person,
    201,
    "POST",
    "/api/investments",
    {
      ...fd,
      account_number: null,
      start_date: daysFromToday(tracker, -358),
      end_date: daysFromToday(tracker, 7),
      maturity_amount: null,
    },
  );
  await answer(person, 200, "PUT", "/api/reminders/settings", {
    enabled: true,
    lead_days: [7, 1],
  });
  await answer(person, 201, "POST", "/api/calendar-feed");
  await answer(person, 201, "POST", "/api/household/access", {
    email: sharedWith.email,
    role: "edit",
  });
  return { userId: user.id, spouse, renewed, renewal, ppf, endingSoon };
}
