import { byName } from "../format/compare.ts";
import { type DepositTerms, depositValueOn } from "./deposit-value.ts";
import { isGovernmentBacked } from "./investment-scheme.ts";

/**
 * DICGC insures up to ₹5,00,000 per depositor per bank in the same right and capacity, principal
 * and interest together, since 4 February 2020 (docs/product.md#deposit-insurance). What the
 * server's setting starts at (migration 0017); an admin changes that setting, which the insurance
 * section passes to `depositCover`, when the law does (a rise has been discussed; decision 0058).
 */
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
  /** The household members named on it, first holder first (docs/product.md#deposit-insurance). */
  holderIds: readonly string[];
}

/** The deposits one set of holders, named in one order, has with one institution, together. */
export interface InstitutionValue {
  company_id: string;
  name: string;
  /** The members the deposits name, first holder first. */
  holder_ids: string[];
  /** Their active deposits there, valued today. */
  value: number;
  /** How many deposits make it up. */
  count: number;
}

/** One insured cover: what one set of holders, in one order, has with one insured institution. */
export interface InsuredInstitution extends InstitutionValue {
  /** How much of it is above the cover (0 when all of it is covered). */
  above_cover: number;
}

export interface DepositCover {
  insured: InsuredInstitution[];
  /** Deposits in institutions deposit insurance does not cover, one line per institution and holders. */
  uninsured: InstitutionValue[];
  /**
   * Deposits the Government of India backs, one line per institution and holders: a government
   * scheme's (post-office schemes, PPF, Sukanya Samriddhi) wherever it is held, and every deposit
   * with an institution the Government backs (a post-office recurring deposit).
   */
  government: InstitutionValue[];
}

/**
 * DICGC adds up what a depositor holds with a bank "in the same right and capacity", and a joint
 * deposit is held in another right from each holder's own, and from the same people's deposit
 * naming them in another order (docs/product.md#deposit-insurance): so a line is an institution
 * and its holders in order. The Government-backed and uninsured lists have no limit to test, and
 * are split the same way so that each line is one set of people's money, which a view of one
 * member can pick out, and the three lists read alike.
 */
function lineKey(deposit: InsurableDeposit): string {
  return JSON.stringify([deposit.companyId, ...deposit.holderIds]);
}

/** Adds a deposit's value to its institution-and-holders line. */
function addTo(
  lines: Map<string, InstitutionValue>,
  deposit: InsurableDeposit,
  value: number,
) {
  const key = lineKey(deposit);
  const line = lines.get(key) ?? {
    company_id: deposit.companyId,
    name: deposit.companyName,
    holder_ids: [...deposit.holderIds],
    value: 0,
    count: 0,
  };
  line.value += value;
  line.count += 1;
  lines.set(key, line);
}

const byValue = (a: InstitutionValue, b: InstitutionValue) =>
  b.value - a.value || byName(a.name, b.name);

/**
 * Active deposits valued today against the cover per depositor per bank
 * (docs/product.md#deposit-insurance): one insured line per institution and holders in order (A
 * alone, A-B and B-A are three covers), those above `cover` first, then by value; what the
 * Government of India backs apart, and deposits in uninsured institutions, each one line per
 * institution and holders, largest first. `cover` is DICGC's limit, a setting.
 */
export function depositCover(
  deposits: readonly InsurableDeposit[],
  today: string,
  cover: number = DEPOSIT_INSURANCE_COVER,
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
      .map((line) => ({
        ...line,
        above_cover: Math.max(0, line.value - cover),
      }))
      .sort((a, b) => b.above_cover - a.above_cover || byValue(a, b)),
    uninsured: [...uninsured.values()].sort(byValue),
    government: [...government.values()].sort(byValue),
  };
}
