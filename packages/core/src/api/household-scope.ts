import { householdQuery } from "../contracts/household.ts";

/**
 * The parts of an entry scoped to one household (docs/product.md#household): signed-in,
 * `?household=` in its query, and what it needs there — `view` to read, `edit` to change.
 */
export function inHousehold<const Need extends "view" | "edit">(need: Need) {
  return {
    access: "signed-in",
    household: need,
    query: householdQuery,
  } as const;
}
