import type { Member } from "@kosh/core/contracts/household";

/**
 * The holders' names in the deposit's order, "Asha & Ravi" ("Asha, Ravi & Meera" for more), with
 * `and` in the page's language; null while a name is not known (the members not loaded yet).
 */
export function holderNames(
  holderIds: readonly string[],
  members: readonly Member[] | undefined,
  and: string,
): string | null {
  const names = holderIds.map(
    (id) => members?.find((member) => member.id === id)?.name,
  );
  if (names.length === 0 || names.some((name) => name === undefined))
    return null;
  const known = names as string[];
  return known.length === 1
    ? known[0]!
    : `${known.slice(0, -1).join(", ")} ${and} ${known.at(-1)}`;
}
