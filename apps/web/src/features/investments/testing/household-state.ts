import type { Member } from "@kosh/core/contracts/household";
import type { Investment } from "@kosh/core/contracts/investments";
import type { User } from "@kosh/core/contracts/auth";
import { addMonths, todayIso } from "@kosh/core/format/date";
import {
  fakeApiState,
  makeUser,
  ownHousehold,
  serverInvestment,
} from "../../../testing/fake-api-data.ts";

/**
 * The fake server's state for a signed-in person (`me`) whose household has, besides its own member,
 * `others`, and holds `investments` (docs/product.md#household).
 */
export function householdState(
  others: Member[],
  investments: Investment[],
  me: User = makeUser(),
) {
  const own = ownHousehold(me);
  return fakeApiState({
    me,
    investments,
    household: { ...own, members: [...own.members, ...others] },
  });
}

/** A parent of 60 and more (born 1 September 1958). */
export const MEERA: Member = {
  id: "m-meera",
  name: "Meera",
  relation: "parent",
  date_of_birth: "1958-09-01",
};

/** A spouse without a date of birth. */
export const RAVI: Member = {
  id: "m-ravi",
  name: "Ravi",
  relation: "spouse",
  date_of_birth: null,
};

/**
 * A deposit opened today at `company_id` (SBI unless said), worth its principal today, held by
 * `holders` in that order.
 */
export const depositToday = (
  id: string,
  principal: number,
  holders: string[],
  company_id = "co-sbi",
): Investment =>
  serverInvestment({
    id,
    company_id,
    principal_amount: principal,
    maturity_amount: principal + 10_000,
    start_date: todayIso(),
    end_date: addMonths(todayIso(), 12),
    holder_ids: holders,
  });
