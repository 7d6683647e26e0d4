import type { Investment } from "../contracts/investments.ts";

type Linked = Pick<Investment, "id" | "renewal_reference_id">;

export interface RenewalChain<T extends Linked> {
  /** The newest investment of the chain: the one the table shows as its row. */
  head: T;
  /** The investments it replaced, newest first; each carries the 'Previous' badge. */
  previous: T[];
}

/**
 * Groups investments into renewal chains: each renewal points back to the investment it replaced.
 * Chains keep the order of their heads in the input (the list comes newest first).
 */
export function renewalChains<T extends Linked>(
  investments: readonly T[],
): RenewalChain<T>[] {
  const byId = new Map(
    investments.map((investment) => [investment.id, investment]),
  );
  const successorOf = new Map<string, T>();
  for (const investment of investments) {
    if (
      investment.renewal_reference_id &&
      byId.has(investment.renewal_reference_id)
    ) {
      successorOf.set(investment.renewal_reference_id, investment);
    }
  }
  const chains: RenewalChain<T>[] = [];
  for (const investment of investments) {
    if (successorOf.has(investment.id)) continue; // not a head: something renewed it
    const previous: T[] = [];
    const seen = new Set([investment.id]);
    let cursor = investment.renewal_reference_id
      ? byId.get(investment.renewal_reference_id)
      : undefined;
    while (cursor && !seen.has(cursor.id)) {
      previous.push(cursor);
      seen.add(cursor.id);
      cursor = cursor.renewal_reference_id
        ? byId.get(cursor.renewal_reference_id)
        : undefined;
    }
    chains.push({ head: investment, previous });
  }
  return chains;
}

/** The first investment of the chain: the money that was actually put in. */
export function chainRoot<T extends Linked>(chain: RenewalChain<T>): T {
  return chain.previous.at(-1) ?? chain.head;
}
