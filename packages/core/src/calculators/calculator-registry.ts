import { formatInr } from "../format/money.ts";
import {
  amortizationFields,
  fdFields,
  homeLoanFields,
  interestFields,
  rdFields,
  sipFields,
  type SliderConfig,
} from "./slider-config.ts";

/**
 * How a request field is checked (contracts/calculate.ts): rupees, a rate in percent, years, or
 * years counted in whole months (at least one). An amount may say what its rupees are.
 */
export type RequestField =
  | "amount"
  | "rate"
  | "years"
  | "months"
  | { kind: "amount"; description: string };

/** A result figure, in rupees, and the label the page gives it. */
export interface ResultLine {
  key: string;
  label: string;
}

/** The part of a calculator the server answers: POST /api/calculate/<slug>. */
export interface CalculatorApi {
  /** The OpenAPI operation's summary. */
  summary: string;
  /** The page's line under its title. */
  intro: string;
  /** The request body, one rule per field, in the sliders' order. */
  request: Readonly<Record<string, RequestField>>;
  /** The answer's figures (whole rupees), headline first: the response contract and the page's lines. */
  results: readonly ResultLine[];
  /** Invested against returns, and the formula's year-by-year rows (calculator-formulas.ts byYear). */
  growth?: {
    investedLabel: string;
    returnsLabel: string;
    invested: string;
    returns: string;
  };
}

/** How history lists a calculation of this calculator, and whether Calculate saves one. */
export interface CalculatorHistory {
  /** The icon's accessible name. */
  name: string;
  /** An outline icon on a 24-unit grid (an SVG path). */
  icon: string;
  /** Calculate keeps a record (docs/product.md#history) with this title and says so in a toast. */
  saves?: {
    title: string;
    toastTitle: string;
    toastMessage: (result: Readonly<Record<string, number>>) => string;
  };
}

/**
 * One calculator: everything that differs between them except its formula
 * (calculator-formulas.ts). Plain data, light enough for every page's menus
 * (docs/architecture.md#adding-a-calculator).
 */
export interface CalculatorEntry {
  /** Its page's path (`/sip`) and, when it has `api`, its route (`POST /api/calculate/sip`). */
  slug: string;
  /** The page's heading and, with ' — Kosh', its document title. */
  title: string;
  /** Its name in the menus and the footer. */
  menuLabel: string;
  /** How the assistant names its page ('Open the SIP calculator'); `${menuLabel} calculator` if unset. */
  chatName?: string;
  /** A guest sees it in the top bar rather than under the Calculators menu. */
  guestShortcut?: boolean;
  /** Its card on the home page. */
  card: { title: string; body: string };
  /** Its sliders, with their ranges (docs/product.md#sliders). */
  fields: readonly SliderConfig[];
  /** Inputs that are not sliders which a link to the page carries too, after the sliders'. */
  linkOptions?: readonly string[];
  api?: CalculatorApi;
  history?: CalculatorHistory;
}

const INTEREST_ICON =
  "M19 5L5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z";

/**
 * The calculators (docs/product.md#screens-and-routes), in the order the menus, the footer and the
 * home page list them. The server's routes, the web's pages, menus and prerendered paths, history
 * and the chat's links all derive from this list.
 */
export const CALCULATORS = [
  {
    slug: "home-loan",
    title: "Home Loan EMI Calculator",
    menuLabel: "Home Loan EMI",
    card: {
      title: "Home Loan EMI",
      body: "Monthly instalment, total interest and total payment.",
    },
    fields: homeLoanFields,
    api: {
      summary: "Monthly EMI of a home loan (reducing balance)",
      intro:
        "Your monthly instalment by the reducing-balance method banks use, with the total interest over the loan.",
      request: { principal: "amount", rate: "rate", tenure: "months" },
      results: [
        { key: "emi", label: "Monthly EMI" },
        { key: "totalAmount", label: "Total Amount" },
        { key: "totalInterest", label: "Total Interest" },
        { key: "principal", label: "Principal" },
      ],
    },
    history: {
      name: "Home loan",
      icon: "M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6",
    },
  },
  {
    slug: "home-loan-amortization",
    title: "Home Loan Prepayment Calculator",
    menuLabel: "Home Loan Prepayment",
    chatName: "Home Loan with Extra Payments calculator",
    card: {
      title: "Home Loan Prepayment",
      body: "Interest and time saved by extra payments, with the schedule.",
    },
    fields: amortizationFields,
    linkOptions: ["extraPaymentFrequency"],
  },
  {
    slug: "sip",
    title: "SIP Calculator",
    menuLabel: "SIP",
    guestShortcut: true,
    card: {
      title: "SIP",
      body: "What a monthly investment could grow to at an expected return.",
    },
    fields: sipFields,
    api: {
      summary: "Maturity of a monthly SIP (annuity due)",
      intro:
        "What a monthly investment could grow to, each instalment invested at the start of its month.",
      request: {
        monthlyInvestment: {
          kind: "amount",
          description: "Rupees invested each month",
        },
        expectedReturn: "rate",
        timePeriod: "months",
      },
      results: [
        { key: "maturityAmount", label: "Maturity Amount" },
        { key: "totalInvestment", label: "Total Investment" },
        { key: "totalReturns", label: "Total Returns" },
      ],
      growth: {
        investedLabel: "Total Investment",
        returnsLabel: "Total Returns",
        invested: "totalInvestment",
        returns: "totalReturns",
      },
    },
    history: {
      name: "SIP",
      icon: "M3 17l6-6 4 4 8-8M15 7h6v6",
      saves: {
        title: "SIP Calculation",
        toastTitle: "SIP Calculation Complete",
        toastMessage: (result) =>
          `Your SIP calculation shows a maturity amount of ${formatInr(result.maturityAmount!)}`,
      },
    },
  },
  {
    slug: "fd",
    title: "Fixed Deposit Calculator",
    menuLabel: "FD",
    guestShortcut: true,
    card: {
      title: "Fixed Deposit",
      body: "Maturity amount of a deposit compounded quarterly.",
    },
    fields: fdFields,
    api: {
      summary: "Maturity of a fixed deposit, compounded quarterly",
      intro:
        "What a fixed deposit pays at maturity, with interest compounded quarterly as Indian banks quote it.",
      request: { principal: "amount", rate: "rate", tenure: "years" },
      results: [
        { key: "maturityAmount", label: "Maturity Amount" },
        { key: "interestEarned", label: "Interest Earned" },
        { key: "principal", label: "Principal" },
      ],
      growth: {
        investedLabel: "Principal",
        returnsLabel: "Interest Earned",
        invested: "principal",
        returns: "interestEarned",
      },
    },
    history: {
      name: "Fixed deposit",
      icon: "M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18",
      saves: {
        title: "FD Calculation",
        toastTitle: "FD Calculation Complete",
        toastMessage: (result) =>
          `Your FD will mature to ${formatInr(result.maturityAmount!)}`,
      },
    },
  },
  {
    slug: "rd",
    title: "Recurring Deposit Calculator",
    menuLabel: "RD",
    guestShortcut: true,
    card: {
      title: "Recurring Deposit",
      body: "Maturity amount of monthly deposits.",
    },
    fields: rdFields,
    api: {
      summary: "Maturity of a recurring deposit (IBA quarterly formula)",
      intro:
        "What a monthly deposit adds up to, by the quarterly-compounding formula Indian banks use for RDs.",
      request: {
        monthlyDeposit: {
          kind: "amount",
          description: "Rupees deposited each month",
        },
        rate: "rate",
        tenure: "months",
      },
      results: [
        { key: "maturityAmount", label: "Maturity Amount" },
        { key: "totalDeposits", label: "Total Deposits" },
        { key: "interestEarned", label: "Interest Earned" },
      ],
      growth: {
        investedLabel: "Total Deposits",
        returnsLabel: "Interest Earned",
        invested: "totalDeposits",
        returns: "interestEarned",
      },
    },
    history: {
      name: "Recurring deposit",
      icon: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h2M12 14h2M16 14h0",
    },
  },
  {
    slug: "simple-interest",
    title: "Simple Interest Calculator",
    menuLabel: "Simple Interest",
    card: {
      title: "Simple Interest",
      body: "Interest on a principal without compounding.",
    },
    fields: interestFields,
    api: {
      summary: "Simple interest",
      intro: "Interest on the principal alone: principal × rate × time ÷ 100.",
      request: { principal: "amount", rate: "rate", time: "years" },
      results: [
        { key: "simpleInterest", label: "Simple Interest" },
        { key: "totalAmount", label: "Total Amount" },
        { key: "principal", label: "Principal" },
      ],
    },
    history: { name: "Simple interest", icon: INTEREST_ICON },
  },
  {
    slug: "compound-interest",
    title: "Compound Interest Calculator",
    menuLabel: "Compound Interest",
    card: {
      title: "Compound Interest",
      body: "Interest that earns interest, compounded yearly.",
    },
    fields: interestFields,
    api: {
      summary: "Compound interest, compounded yearly",
      intro: "Interest earning interest, compounded once a year.",
      request: { principal: "amount", rate: "rate", time: "years" },
      results: [
        { key: "compoundInterest", label: "Compound Interest" },
        { key: "compoundAmount", label: "Compound Amount" },
        { key: "principal", label: "Principal" },
      ],
    },
    history: { name: "Compound interest", icon: INTEREST_ICON },
  },
] as const satisfies readonly CalculatorEntry[];

type Entry = (typeof CALCULATORS)[number];

/** A calculator's slug: its page is `/${slug}`. */
export type CalculatorSlug = Entry["slug"];

/** The calculators the server answers, with their `api` part. */
export type ApiCalculatorSlug = Extract<Entry, { api: object }>["slug"];

/** The calculators history can list. */
export type HistorySlug = Extract<Entry, { history: object }>["slug"];

/** The entry of a slug, with its optional parts (`api`, `history`) as the interface gives them. */
export function calculatorEntry(slug: CalculatorSlug): CalculatorEntry {
  return CALCULATORS.find((entry) => entry.slug === slug)!;
}

/** Every calculator's slug, in the registry's order. */
export const CALCULATOR_SLUGS = CALCULATORS.map((entry) => entry.slug);

/** Each calculator page's sliders, by the page's address (`/sip` → `sip`). */
export const PAGE_FIELDS = Object.fromEntries(
  CALCULATORS.map((entry): [string, readonly SliderConfig[]] => [
    entry.slug,
    entry.fields,
  ]),
) as Record<CalculatorSlug, readonly SliderConfig[]>;

/** Whether `slug` names a calculator the server answers. */
export function isApiCalculator(
  slug: CalculatorSlug,
): slug is ApiCalculatorSlug {
  return calculatorEntry(slug).api !== undefined;
}

/** The calculators the server answers, as entries with their `api` part. */
export const API_CALCULATORS = CALCULATORS.filter(
  (entry): entry is Extract<Entry, { api: object }> => "api" in entry,
);
