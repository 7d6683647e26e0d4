import { roundRupees } from "../format/money.ts";

/** The least a Monthly Income Scheme account takes. */
export const MIS_DEPOSIT_MIN = 1000;
/** Deposits are in multiples of ₹1,000. */
export const MIS_DEPOSIT_MULTIPLE = 1000;
/** The most a single account takes. */
export const MIS_DEPOSIT_MAX_SINGLE = 900_000;
/** The most a joint account takes. */
export const MIS_DEPOSIT_MAX_JOINT = 1_500_000;
/** The account matures after 5 years. */
export const MIS_YEARS = 5;

export interface PostOfficeMisInput {
  deposit: number;
  /** Annual rate in percent: the rate of the quarter the account was opened in. */
  rate: number;
  /** A joint account: it raises the limit, not the interest. */
  joint: boolean;
}

export interface PostOfficeMisResult {
  monthlyInterest: number;
  totalInterest: number;
  /** The deposit, returned at maturity: the interest has been paid out each month. */
  maturityAmount: number;
}

/** The most the account may take: ₹9,00,000 single, ₹15,00,000 joint. */
export function misDepositMax(joint: boolean): number {
  return joint ? MIS_DEPOSIT_MAX_JOINT : MIS_DEPOSIT_MAX_SINGLE;
}

/** Simple interest at rate/12 paid out each month for 5 years; the deposit is returned at maturity. */
export function postOfficeMis({
  deposit,
  rate,
}: PostOfficeMisInput): PostOfficeMisResult {
  const monthly = (deposit * rate) / 1200;
  return {
    monthlyInterest: roundRupees(monthly),
    totalInterest: roundRupees(monthly * 12 * MIS_YEARS),
    maturityAmount: roundRupees(deposit),
  };
}
