import { type DepositTerms, depositValueOn } from "./deposit-value.ts";
import { isGovernmentBacked } from "./investment-scheme.ts";

/** DICGC insures up to ₹5,00,000 per depositor per bank, principal and interest together. */
export const DEPOSIT_INSURANCE_COVER = 500_000;

/**
 * What stands behind the deposits with a type of institution, as an admin sets it in the Company
 * Types tab (docs/product.md#deposit-insurance; decision 0053): DICGC's deposit insurance (banks,
 * small finance banks), the Government of India (the post office, whose every deposit is a
 * Government of India scheme), or neither (NBFCs, corporate deposits).
 */
export const INSTITUTION_COVERS = [
  "deposit_insurance",
  "government",
  "none",
] as const;
export type InstitutionCover = (typeof INSTITUTION_COVERS)[number];

export interface InsurableDeposit {
  id: string;
  companyId: string;
  companyName: string;
  /** Its institution's type's cover. */
  cover: InstitutionCover;
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

/** An institution's deposits of one group, together. */
export interface InstitutionValue {
  company_id: string;
  name: string;
  /** The person's active deposits there, valued today. */
  value: number;
  /** How many deposits make it up. */
  count: number;
}

export interface DepositCover {
  insured: InsuredInstitution[];
  /** Deposits in institutions deposit insurance does not cover, one line per institution. */
  uninsured: InstitutionValue[];
  /**
   * Deposits the Government of India backs, one line per institution: a government scheme's
   * (post-office schemes, PPF, Sukanya Samriddhi) wherever it is held, and every deposit with an
   * institution the Government backs (a post-office recurring deposit).
   */
  government: InstitutionValue[];
}

/** Adds a deposit's value to its institution's line. */
function addTo(
  lines: Map<string, InstitutionValue>,
  deposit: InsurableDeposit,
  value: number,
) {
  const line = lines.get(deposit.companyId) ?? {
    company_id: deposit.companyId,
    name: deposit.companyName,
    value: 0,
    count: 0,
  };
  line.value += value;
  line.count += 1;
  lines.set(deposit.companyId, line);
}

const byValue = (a: { value: number }, b: { value: number }) =>
  b.value - a.value;

/**
 * Active deposits valued today against the cover (docs/product.md#deposit-insurance), institutions
 * above it first, then by value; what the Government of India backs apart, and deposits in uninsured
 * institutions, each one line per institution, largest first.
 */
export function depositCover(
  deposits: readonly InsurableDeposit[],
  today: string,
): DepositCover {
  const insured = new Map<string, InstitutionValue>();
  const uninsured = new Map<string, InstitutionValue>();
  const government = new Map<string, InstitutionValue>();
  for (const deposit of deposits) {
    const group =
      deposit.cover === "government" ||
      isGovernmentBacked(deposit.terms.scheme ?? "term_deposit")
        ? government
        : deposit.cover === "deposit_insurance"
          ? insured
          : uninsured;
    addTo(group, deposit, depositValueOn(deposit.terms, today));
  }
  return {
    insured: [...insured.values()]
      .map(({ company_id, name, value }) => ({
        company_id,
        name,
        value,
        above_cover: Math.max(0, value - DEPOSIT_INSURANCE_COVER),
      }))
      .sort((a, b) => b.above_cover - a.above_cover || b.value - a.value),
    uninsured: [...uninsured.values()].sort(byValue),
    government: [...government.values()].sort(byValue),
  };
}
