import type { Member } from "@kosh/core/contracts/household";
import type { Investment } from "@kosh/core/contracts/investments";
import type { User } from "@kosh/core/contracts/auth";
import {
  fakeApiState,
  makeUser,
  ownHousehold,
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
