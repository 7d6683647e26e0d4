import { readKnownUser } from "./session-token.ts";

/**
 * The household chosen on this device (docs/product.md#household), kept as `{ person, household }`
 * so it is never read for another person signed in on the same browser. Only the reading is here,
 * for the api-client in the shell; choosing, and the list to choose from, are lib/households.ts.
 */
export const HOUSEHOLD_STORAGE_KEY = "kosh.household";

/** The id of the household the signed-in person chose on this device; undefined: their own. */
export function chosenHouseholdId(): string | undefined {
  try {
    const person = readKnownUser()?.id;
    const stored = JSON.parse(
      localStorage.getItem(HOUSEHOLD_STORAGE_KEY) ?? "null",
    ) as { person?: unknown; household?: unknown } | null;
    return person &&
      stored?.person === person &&
      typeof stored.household === "string"
      ? stored.household
      : undefined;
  } catch {
    return undefined;
  }
}
