import { USUAL_TYPE_NAMES } from "../deposits/investment-scheme.ts";
import { comparableName } from "./comparable-name.ts";
import { INSTITUTION_SHORT_NAMES } from "./short-names.ts";

/** An entry of one of Kosh's lists: an institution (company) or an investment type. */
export interface ListEntry {
  id: string;
  name: string;
}

/** The entry a name was matched to, or "unknown": the person picks one (or an admin adds it). */
export type NameMatch = { id: string } | "unknown";

/**
 * A name as it is matched: `comparableName`, without a leading "The" or a closing "Ltd." or
 * "Limited", which banks' lists add and Kosh's leave out.
 */
export function nameKey(name: string): string {
  return comparableName(
    name
      .trim()
      .replace(/^the\s+/i, "")
      .replace(/[\s.,]+(ltd|limited)\.?$/i, ""),
  );
}

/** Each name's key and the keys of its group, for the groups of a short-name table. */
function groupsByKey(
  groups: readonly (readonly string[])[],
): Map<string, Set<string>> {
  const byKey = new Map<string, Set<string>>();
  for (const group of groups) {
    const keys = new Set(group.map(nameKey));
    for (const key of keys) byKey.set(key, keys);
  }
  return byKey;
}

const INSTITUTION_GROUPS = groupsByKey(INSTITUTION_SHORT_NAMES);
const TYPE_GROUPS = groupsByKey(USUAL_TYPE_NAMES.map(({ names }) => names));

/** The one entry among `entries` whose key is in `keys`; none or several is "unknown". */
function onlyEntry(
  entries: readonly ListEntry[],
  keys: ReadonlySet<string>,
): NameMatch {
  const ids = new Set(
    entries.filter((entry) => keys.has(nameKey(entry.name))).map((e) => e.id),
  );
  return ids.size === 1 ? { id: [...ids][0]! } : "unknown";
}

function matchName(
  name: string,
  entries: readonly ListEntry[],
  groups: ReadonlyMap<string, ReadonlySet<string>>,
): NameMatch {
  const key = nameKey(name);
  if (key === "") return "unknown";
  const exact = onlyEntry(entries, new Set([key]));
  if (exact !== "unknown") return exact;
  const group = groups.get(key);
  return group ? onlyEntry(entries, group) : "unknown";
}

/**
 * The institution a file's name stands for (docs/product.md#import): the entry of the same name,
 * case, spacing and punctuation aside, else the one its well-known short name stands for
 * ("SBI" is State Bank of India). "unknown" when none matches, or when two would.
 */
export function matchInstitution(
  name: string,
  institutions: readonly ListEntry[],
): NameMatch {
  return matchName(name, institutions, INSTITUTION_GROUPS);
}

/** The investment type a file's name stands for, as `matchInstitution` does ("FD" is Fixed Deposit). */
export function matchInvestType(
  name: string,
  types: readonly ListEntry[],
): NameMatch {
  return matchName(name, types, TYPE_GROUPS);
}
