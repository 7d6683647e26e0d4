// What the scale bench (`npm run bench -- --scale`, issue 33) puts in its PostgreSQL database: a
// country's households as rows, worked out here without a database so that the counts and
// proportions can be tested (scale-plan.test.ts); scale-seed.ts writes them.
import {
  REMINDER_LEAD_DAYS,
  schemeReminderDue,
} from "@kosh/core/contracts/reminders";
import type { InterestSchedule } from "@kosh/core/deposits/interest-schedule";
import type { InvestmentScheme } from "@kosh/core/deposits/investment-scheme";
import {
  recurringPrincipal,
  schemeEndDate,
  schemeSchedule,
} from "@kosh/core/deposits/scheme-terms";
import { financialYearStart } from "@kosh/core/deposits/schemes/savings-account";
import type { Locale } from "@kosh/core/i18n/locale";
import { addDays, addMonths } from "@kosh/core/format/date";

/** Issue 33: 100,000 people holding 2,000,000 investments, one of them 1,000 and one 20. */
export const SCALE_PLAN = {
  /** Changing anything the rows depend on changes this, so an older seed is not reused. */
  version: 1,
  people: 100_000,
  investments: 2_000_000,
  /** Person 0: the portfolio of the PGlite figure (bench/figures/investments-list.ts). */
  heavyInvestments: 1_000,
  /** Person 1: the country's average portfolio. */
  typicalInvestments: 20,
} as const;

export const HEAVY_PERSON = 0;
export const TYPICAL_PERSON = 1;

/**
 * How many investments each person holds: the fixed portfolios first, the rest spread from 1 to
 * about twice the average in pairs that cancel out, so the total is exactly `total`.
 */
export function investmentCounts(
  people: number,
  total: number,
  fixed: readonly number[],
): number[] {
  const others = people - fixed.length;
  const rest = total - fixed.reduce((sum, count) => sum + count, 0);
  if (others <= 0 || rest < others)
    throw new Error(`${total} investments cannot be spread over ${people}`);
  const base = Math.floor(rest / others);
  const remainder = rest - base * others;
  const counts = [...fixed];
  for (let other = 0; other < others; other += 1) {
    const pair = Math.floor(other / 2);
    // The last person of an odd number has no partner: the average, unspread.
    const spread =
      other === others - 1 && others % 2 === 1 ? 0 : (pair * 7) % base;
    const count = other % 2 === 0 ? base + spread : base - spread;
    counts.push(count + (other < remainder ? 1 : 0));
  }
  return counts;
}

/**
 * The scheme of a person's investment by its place among every 20: a household's mix of bank and
 * post-office savings (issue 29), term deposits the most. Places 9 to 12 of a term deposit hold a
 * renewal chain and a closed one (`personInvestments`).
 */
export const SCHEME_OF_PLACE: readonly InvestmentScheme[] = [
  "recurring_deposit",
  "ppf",
  "scss",
  "post_office_mis",
  "nsc",
  "recurring_deposit",
  "kvp",
  "post_office_td",
  "sukanya_samriddhi",
  ...Array<InvestmentScheme>(11).fill("term_deposit"),
];
const CHAIN_START = 9;
const CHAIN_LENGTH = 3;
const CLOSED_PLACE = 12;

export type PlannedStatus = "active" | "closed" | "renewed";

export interface PlannedInvestment {
  /** Its place in the person's portfolio, 0 first. */
  index: number;
  scheme: InvestmentScheme;
  status: PlannedStatus;
  startDate: string;
  endDate: string;
  principal: number;
  rate: number;
  maturityAmount: number;
  monthlyInstalment: number | null;
  schedule: InterestSchedule | null;
  /** The place of the investment this one renewed, in the same portfolio. */
  renews: number | null;
  /** A PPF or Sukanya account's deposits, the opening one first; empty otherwise. */
  deposits: { date: string; amount: number }[];
  accountNumber: string;
}

/** A number from 0 to 2³² − 1 that depends on the person, the place and a salt only. */
function hashOf(person: number, index: number, salt: number): number {
  let h = Math.imul(person + 0x9e3779b9, 0x85ebca6b) ^ (index * 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 15), 0xc2b2ae35) ^ salt;
  h = Math.imul(h ^ (h >>> 13), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The money at the end of a quarterly-compounded term, as a saver's estimate. */
function compounded(principal: number, rate: number, months: number): number {
  return round2(principal * (1 + rate / 400) ** (months / 3));
}

/** Whether one financial year's deposit is missing: one year in seven, as savers do forget. */
const skipsYear = (person: number, index: number, year: number) =>
  hashOf(person, index, year) % 7 === 0;

/**
 * One person's portfolio, as of `today` (YYYY-MM-DD): start dates up to ten years back and none
 * after today, end dates from the past to decades ahead as each scheme's rules give them.
 */
export function personInvestments(
  person: number,
  count: number,
  today: string,
): PlannedInvestment[] {
  const planned: PlannedInvestment[] = [];
  for (let index = 0; index < count; index += 1) {
    const place = index % 20;
    const h = hashOf(person, index, 1);
    const rate = round2(5.5 + (h % 30) / 10);
    const principal = 10_000 + (h % 200) * 5_000;
    const accountNumber = `SC-${person}-${index}`;
    const scheme = SCHEME_OF_PLACE[place]!;
    const common = { index, scheme, rate, accountNumber, renews: null };

    if (scheme === "term_deposit") {
      // A chain of renewals only when the whole chain fits in the portfolio.
      const chainFrom = index - (place - CHAIN_START);
      const inChain =
        place >= CHAIN_START &&
        place < CHAIN_START + CHAIN_LENGTH &&
        chainFrom + CHAIN_LENGTH <= count;
      // In a chain: a year each until the last, which is still running; else one to five years.
      const step = place - CHAIN_START;
      const first = addDays(
        today,
        -(3 * 365 + (hashOf(person, chainFrom, 2) % 300)),
      );
      const last = !inChain || step === CHAIN_LENGTH - 1;
      const startDate = inChain
        ? addMonths(first, 12 * step)
        : addDays(today, -(h % 1826));
      const months = !inChain
        ? 12 * (1 + (h % 5))
        : last
          ? 12 * (1 + (h % 3))
          : 12;
      planned.push({
        ...common,
        status: !last
          ? "renewed"
          : place === CLOSED_PLACE
            ? "closed"
            : "active",
        startDate,
        endDate: addMonths(startDate, months),
        principal,
        maturityAmount: compounded(principal, rate, months),
        monthlyInstalment: null,
        schedule: null,
        renews: inChain && step > 0 ? index - 1 : null,
        deposits: [],
      });
      continue;
    }

    if (scheme === "recurring_deposit") {
      const startDate = addDays(today, -(h % 1500));
      const months = 12 * (1 + (h % 5));
      const endDate = addMonths(startDate, months);
      const instalment = 500 * (1 + (h % 20));
      const total = recurringPrincipal(instalment, startDate, endDate);
      planned.push({
        ...common,
        status: "active",
        startDate,
        endDate,
        principal: total,
        maturityAmount: round2(total * (1 + (rate / 100) * (months / 24))),
        monthlyInstalment: instalment,
        schedule: schemeSchedule(scheme) ?? null,
        deposits: [],
      });
      continue;
    }

    if (scheme === "ppf" || scheme === "sukanya_samriddhi") {
      const startDate = addDays(today, -(h % (scheme === "ppf" ? 5000 : 3000)));
      const endDate = schemeEndDate(scheme, startDate, rate)!;
      const yearly = 500 + (h % 300) * 500;
      const deposits = [{ date: startDate, amount: yearly }];
      for (
        let year = financialYearStart(addMonths(startDate, 12));
        year <= today && year < endDate;
        year = addMonths(year, 12)
      ) {
        if (skipsYear(person, index, Number(year.slice(0, 4)))) continue;
        const date = addDays(year, 4);
        if (date <= today) deposits.push({ date, amount: yearly });
      }
      const deposited = deposits.reduce((sum, { amount }) => sum + amount, 0);
      planned.push({
        ...common,
        rate: scheme === "ppf" ? 7.1 : 8.2,
        status: "active",
        startDate,
        endDate,
        principal: deposited,
        maturityAmount: round2(deposited * 1.6),
        monthlyInstalment: null,
        schedule: null,
        deposits,
      });
      continue;
    }

    // NSC, KVP, SCSS, MIS, post-office TD: their own terms, government-set.
    const startDate = addDays(today, -(h % 1800));
    const endDate =
      schemeEndDate(scheme, startDate, rate) ??
      addMonths(startDate, 12 * [1, 2, 3, 5][h % 4]!);
    const schedule = schemeSchedule(scheme) ?? null;
    const months = Math.round(
      (Date.parse(endDate) - Date.parse(startDate)) / (30.4375 * 86_400_000),
    );
    planned.push({
      ...common,
      status: "active",
      startDate,
      endDate,
      principal,
      maturityAmount:
        scheme === "kvp"
          ? principal * 2
          : schedule?.startsWith("payout")
            ? principal
            : compounded(principal, rate, months),
      monthlyInstalment: null,
      schedule,
      deposits: [],
    });
  }
  return planned;
}

/** Every tenth person chose more reminders than the default week and day. */
export function leadDaysOf(person: number): number[] {
  return person % 10 === 3 ? [30, 7, 0] : [7, 0];
}

/** One person in five reads Kosh in Hindi. */
export function localeOf(person: number): Locale {
  return person % 5 === 4 ? "hi" : "en";
}

/** One person in twenty turned reminders off. */
export function remindersEnabled(person: number): boolean {
  return person % 20 !== 17;
}

/** How far back the maturity reminders already sent go: Kosh's reminders are two years old. */
const REMINDERS_SINCE_DAYS = 730;

/**
 * The maturity reminders earlier days' sweeps queued for this investment (before `today`): each
 * lead time whose day has passed, for investments ending in the last two years or soon. Lead times
 * are those the core knows, in the person's choice.
 */
export function maturityRemindersSent(
  investment: PlannedInvestment,
  leadDays: readonly number[],
  today: string,
): { leadDays: number; queuedOn: string }[] {
  const longest = Math.max(...REMINDER_LEAD_DAYS);
  if (
    investment.endDate < addDays(today, -REMINDERS_SINCE_DAYS) ||
    investment.endDate > addDays(today, longest)
  )
    return [];
  return leadDays
    .map((lead) => ({
      leadDays: lead,
      queuedOn: addDays(investment.endDate, -lead),
    }))
    .filter(
      ({ queuedOn }) => queuedOn < today && queuedOn >= investment.startDate,
    );
}

/**
 * The scheme reminder yesterday's sweep queued for this investment (core's schemeReminderDue on
 * yesterday): today's sweep then queues only what is new today, as a server running daily would.
 */
export function schemeReminderSentYesterday(
  investment: PlannedInvestment,
  today: string,
): { kind: string; dueOn: string } | null {
  if (investment.status !== "active") return null;
  if (
    investment.scheme !== "recurring_deposit" &&
    investment.deposits.length === 0
  )
    return null;
  const yesterday = addDays(today, -1);
  if (investment.endDate <= yesterday) return null;
  return schemeReminderDue(
    {
      scheme: investment.scheme,
      principal: investment.principal,
      rate: investment.rate,
      startDate: investment.startDate,
      endDate: investment.endDate,
      schedule: investment.schedule,
      monthlyInstalment: investment.monthlyInstalment,
      deposits: investment.deposits,
    },
    yesterday,
  );
}

/** Given-up mails kept for the operator (mail_outbox.failed_at): one in 200 reminders sent. */
export const FAILED_MAIL_EVERY = 200;
/** People signed in at the moment of the seed: a session each, one in three. */
export const SIGNED_IN_EVERY = 3;
