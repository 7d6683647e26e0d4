import { type DepositTerms, depositValueOn } from "./deposit-value.ts";

/** DICGC insures up to ₹5,00,000 per depositor per bank, principal and interest together. */
export const DEPOSIT_INSURANCE_COVER = 500_000;

export interface InsurableDeposit {
  id: string;
  companyId: string;
  companyName: string;
  insured: boolean;
  terms: DepositTerms;
}

export interface InsuredInstitution {
  company_id: string;
  name: string;
  /** The person's active deposits there, valued today. */
  value: number;
  /** How much of it is above the cover (0 when all of it is covered). */
  above_cover: number;
}

export interface DepositCover {
  insured: InsuredInstitution[];
  uninsured: { id: string; name: string; value: number }[];
}

/**
 * Active deposits valued today against the cover (docs/product.md#deposit-insurance), institutions
 * above it first, then by value; deposits in uninsured institutions listed one by one.
 */
export function depositCover(
  deposits: readonly InsurableDeposit[],
  today: string,
): DepositCover {
  const insured = new Map<string, InsuredInstitution>();
  const uninsured: DepositCover["uninsured"] = [];
  for (const deposit of deposits) {
    const value = depositValueOn(deposit.terms, today);
    if (!deposit.insured) {
      uninsured.push({ id: deposit.id, name: deposit.companyName, value });
      continue;
    }
    const entry = insured.get(deposit.companyId) ?? {
      company_id: deposit.companyId,
      name: deposit.companyName,
      value: 0,
      above_cover: 0,
    };
    entry.value += value;
    entry.above_cover = Math.max(0, entry.value - DEPOSIT_INSURANCE_COVER);
    insured.set(deposit.companyId, entry);
  }
  return {
    insured: [...insured.values()].sort(
      (a, b) => b.above_cover - a.above_cover || b.value - a.value,
    ),
    uninsured: uninsured.sort((a, b) => b.value - a.value),
  };
}
