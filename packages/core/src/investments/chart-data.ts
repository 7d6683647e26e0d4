import type { Investment } from "../contracts/investments.ts";
import { byCode, byName } from "../format/compare.ts";
import { daysBetween } from "../format/date.ts";
import {
  interestPaidOut,
  type TermsFields,
} from "../deposits/investment-deposit.ts";
import type { DisplayStatus } from "./display-status.ts";

/**
 * The growth chart has 6 bars (docs/product.md#charts), its labels keep 8 characters of the company
 * name.
 */
export const GROWTH_CHART_BARS = 6;
export const GROWTH_LABEL_LENGTH = 8;
/** The upcoming-maturities list has 5 entries (docs/product.md#charts). */
export const UPCOMING_MATURITIES = 5;

type ChartFields = Pick<
  Investment,
  "id" | "status" | "end_date" | "principal_amount" | "maturity_amount"
> &
  TermsFields & {
    investment_companies: { name: string };
    invest_types: { type_name: string };
  };

export interface CompanyShare {
  company: string;
  amount: number;
  /** Whole percent of the distributed total. */
  percent: number;
}

export interface GrowthBar {
  id: string;
  /** The company name cut to 8 characters, for the axis. */
  label: string;
  company: string;
  type: string;
  principal: number;
  maturity: number;
}

export interface StatusShare {
  status: "Active" | "Closed" | "Renewed";
  count: number;
  percent: number;
}

/** The status each share of the status chart counts, by which a screen names it in its language. */
export const STATUS_OF_SHARE: Record<StatusShare["status"], DisplayStatus> = {
  Active: "active",
  Closed: "closed",
  Renewed: "renewed",
};

export interface UpcomingMaturity {
  id: string;
  company: string;
  type: string;
  endDate: string;
  daysLeft: number;
  maturity: number;
}

function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** Money still working: active and not yet past its end date (today, YYYY-MM-DD, still counts). */
function isRunning(investment: ChartFields, today: string): boolean {
  return investment.status === "active" && investment.end_date >= today;
}

/** Portfolio Distribution: principal per company of the running investments, largest first. */
export function portfolioDistribution(
  investments: readonly ChartFields[],
  today: string,
): CompanyShare[] {
  const byCompany = new Map<string, number>();
  for (const investment of investments) {
    if (!isRunning(investment, today)) continue;
    const company = investment.investment_companies.name;
    byCompany.set(
      company,
      (byCompany.get(company) ?? 0) + investment.principal_amount,
    );
  }
  const total = [...byCompany.values()].reduce(
    (sum, amount) => sum + amount,
    0,
  );
  return [...byCompany]
    .map(([company, amount]) => ({
      company,
      amount,
      percent: percentOf(amount, total),
    }))
    .sort((a, b) => b.amount - a.amount || byName(a.company, b.company));
}

export function truncateLabel(
  name: string,
  length = GROWTH_LABEL_LENGTH,
): string {
  const characters = [...name.trim()];
  return characters.length > length
    ? `${characters.slice(0, length).join("")}…`
    : characters.join("");
}

/**
 * What an investment comes to by its maturity: the maturity amount and, for a payout scheme (which
 * returns its principal at maturity), what it paid out along the way, as Expected Returns counts it
 * (docs/product.md#schemes-in-my-investments).
 */
function maturityWithPayouts(investment: ChartFields): number {
  return (
    (investment.maturity_amount ?? investment.principal_amount) +
    interestPaidOut(investment)
  );
}

/** Investment Growth Potential: principal beside maturity for the first 6 active investments, in list order. */
export function growthPotential(
  investments: readonly ChartFields[],
): GrowthBar[] {
  return investments
    .filter((investment) => investment.status === "active")
    .slice(0, GROWTH_CHART_BARS)
    .map((investment) => ({
      id: investment.id,
      label: truncateLabel(investment.investment_companies.name),
      company: investment.investment_companies.name,
      type: investment.invest_types.type_name,
      principal: investment.principal_amount,
      maturity: maturityWithPayouts(investment),
    }));
}

/** Investment Status Overview: how many investments are Active, Closed and Renewed, with shares. */
export function statusOverview(
  investments: readonly Pick<ChartFields, "status">[],
): StatusShare[] {
  const counts = { active: 0, closed: 0, renewed: 0 };
  for (const investment of investments) counts[investment.status] += 1;
  const total = investments.length;
  return [
    {
      status: "Active",
      count: counts.active,
      percent: percentOf(counts.active, total),
    },
    {
      status: "Closed",
      count: counts.closed,
      percent: percentOf(counts.closed, total),
    },
    {
      status: "Renewed",
      count: counts.renewed,
      percent: percentOf(counts.renewed, total),
    },
  ];
}

/** Upcoming Maturities: the 5 running investments that end soonest. */
export function upcomingMaturities(
  investments: readonly ChartFields[],
  today: string,
): UpcomingMaturity[] {
  return investments
    .filter((investment) => isRunning(investment, today))
    .sort((a, b) => byCode(a.end_date, b.end_date))
    .slice(0, UPCOMING_MATURITIES)
    .map((investment) => ({
      id: investment.id,
      company: investment.investment_companies.name,
      type: investment.invest_types.type_name,
      endDate: investment.end_date,
      daysLeft: daysBetween(today, investment.end_date),
      // What arrives on the day: a payout scheme's interest has been paid out along the way.
      maturity: investment.maturity_amount ?? investment.principal_amount,
    }));
}
