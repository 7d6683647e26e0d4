import {
  amortizationFields,
  fdFields,
  goalSipFields,
  homeLoanFields,
  interestFields,
  lumpsumFields,
  rdFields,
  sipFields,
  stepUpSipFields,
  swpFields,
  type SliderShape,
} from "./slider-config.ts";

/**
 * How a request field is checked (contracts/calculate.ts): rupees, a rate in percent, years, or
 * years counted in whole months (at least one). An amount may say what its rupees are; a percent
 * between bounds that include 0 (a step-up SIP's yearly raise) says them.
 */
export type RequestField =
  | "amount"
  | "rate"
  | "years"
  | "months"
  | { kind: "amount"; description: string }
  | { kind: "percent"; min: number; max: number; description: string };

/** The part of a calculator the server answers: POST /api/calculate/<slug>. */
export interface CalculatorApi {
  /** The OpenAPI operation's summary (for developers: English only). */
  summary: string;
  /** The request body, one rule per field, in the sliders' order. */
  request: Readonly<Record<string, RequestField>>;
  /**
   * The answer's figures (whole rupees), headline first: the response contract and the page's
   * lines, each labelled `<slug>.result.<key>` in the dictionaries (messages/en.ts).
   */
  results: readonly string[];
  /** Invested against returns (two of `results`, labelled as they are), and the formula's year-by-year rows (calculator-formulas.ts byYear). */
  growth?: {
    invested: string;
    returns: string;
  };
  /**
   * What was withdrawn against what is left (two of `results`, labelled as they are), and the
   * formula's year-end rows of both (calculator-formulas.ts withdrawalsByYear): the SWP's.
   */
  withdrawals?: {
    withdrawn: string;
    left: string;
  };
  /** Results that count whole months, not rupees (the months an SWP lasted). */
  months?: readonly string[];
}

/** How history lists a calculation of this calculator, and whether Calculate saves one. */
export interface CalculatorHistory {
  /** An outline icon on a 24-unit grid (an SVG path), named `<slug>.history.name`. */
  icon: string;
  /**
   * Calculate keeps a record (docs/product.md#history), titled `<slug>.history.title`, and says so
   * in a toast (`<slug>.history.toastTitle`, `.toastMessage`).
   */
  saves?: boolean;
}

/**
 * One calculator: everything that differs between them except its formula
 * (calculator-formulas.ts) and its words (messages/: `<slug>.title`, the page's heading and, with
 * ' — Kosh', its document title; `<slug>.menuLabel`, its name in the menus and the footer;
 * `<slug>.chatName`, how the assistant names its page; `<slug>.card.title` and `.body`, its card
 * on the home page; `<slug>.intro`, the page's line under its title). Plain data, light enough for
 * every page's menus (docs/architecture.md#adding-a-calculator).
 */
export interface CalculatorEntry {
  /** Its page's path (`/sip`) and, when it has `api`, its route (`POST /api/calculate/sip`). */
  slug: string;
  /** A guest sees it in the top bar rather than under the Calculators menu. */
  guestShortcut?: boolean;
  /** Its sliders, with their ranges (docs/product.md#sliders). */
  fields: readonly SliderShape[];
  /** Inputs that are not sliders which a link to the page carries too, after the sliders'. */
  linkOptions?: readonly string[];
  api?: CalculatorApi;
  history?: CalculatorHistory;
}

/** What a fund is worth, what went in and what it earned, growing year by year (SIP, lumpsum). */
const FUND_FIGURES = {
  results: ["maturityAmount", "totalInvestment", "totalReturns"],
  growth: { invested: "totalInvestment", returns: "totalReturns" },
} as const;

/** The step-up SIP's yearly raise: the slider's bounds are the route's. */
const STEP_UP_RAISE = stepUpSipFields[1];

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
    fields: homeLoanFields,
    api: {
      summary: "Monthly EMI of a home loan (reducing balance)",
      request: { principal: "amount", rate: "rate", tenure: "months" },
      results: ["emi", "totalAmount", "totalInterest", "principal"],
    },
    history: {
      icon: "M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6",
    },
  },
  {
    slug: "home-loan-amortization",
    fields: amortizationFields,
    linkOptions: ["extraPaymentFrequency"],
  },
  {
    slug: "sip",
    guestShortcut: true,
    fields: sipFields,
    api: {
      summary: "Maturity of a monthly SIP (annuity due)",
      request: {
        monthlyInvestment: {
          kind: "amount",
          description: "Rupees invested each month",
        },
        expectedReturn: "rate",
        timePeriod: "months",
      },
      ...FUND_FIGURES,
    },
    history: {
      icon: "M3 17l6-6 4 4 8-8M15 7h6v6",
      saves: true,
    },
  },
  {
    slug: "step-up-sip",
    fields: stepUpSipFields,
    api: {
      summary: "Maturity of a monthly SIP raised every year (annuity due)",
      request: {
        monthlyInvestment: {
          kind: "amount",
          description: "Rupees invested each month in the first year",
        },
        stepUp: {
          kind: "percent",
          min: STEP_UP_RAISE.min,
          max: STEP_UP_RAISE.max,
          description: "Percent the instalment is raised by every 12 months",
        },
        expectedReturn: "rate",
        timePeriod: "months",
      },
      ...FUND_FIGURES,
    },
  },
  {
    slug: "goal-sip",
    fields: goalSipFields,
    api: {
      summary: "Monthly SIP that reaches a target amount (annuity due)",
      request: {
        targetAmount: {
          kind: "amount",
          description: "Rupees the SIP should be worth at the end",
        },
        expectedReturn: "rate",
        timePeriod: "months",
      },
      results: ["monthlyInvestment", "totalInvestment", "totalReturns"],
      growth: {
        invested: "totalInvestment",
        returns: "totalReturns",
      },
    },
  },
  {
    slug: "lumpsum",
    fields: lumpsumFields,
    api: {
      summary: "Value of a one-time investment, compounded yearly",
      request: {
        totalInvestment: {
          kind: "amount",
          description: "Rupees invested once, at the start",
        },
        expectedReturn: "rate",
        timePeriod: "years",
      },
      ...FUND_FIGURES,
    },
  },
  {
    slug: "swp",
    fields: swpFields,
    api: {
      summary: "Systematic withdrawal plan: monthly withdrawals from a corpus",
      request: {
        totalInvestment: {
          kind: "amount",
          description: "Rupees invested at the start",
        },
        monthlyWithdrawal: {
          kind: "amount",
          description: "Rupees withdrawn at the end of each month",
        },
        expectedReturn: "rate",
        timePeriod: "months",
      },
      results: ["finalValue", "totalWithdrawal", "monthsLasted"],
      withdrawals: {
        withdrawn: "totalWithdrawal",
        left: "finalValue",
      },
      months: ["monthsLasted"],
    },
  },
  {
    slug: "fd",
    guestShortcut: true,
    fields: fdFields,
    api: {
      summary: "Maturity of a fixed deposit, compounded quarterly",
      request: { principal: "amount", rate: "rate", tenure: "years" },
      results: ["maturityAmount", "interestEarned", "principal"],
      growth: {
        invested: "principal",
        returns: "interestEarned",
      },
    },
    history: {
      icon: "M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18",
      saves: true,
    },
  },
  {
    slug: "rd",
    guestShortcut: true,
    fields: rdFields,
    api: {
      summary: "Maturity of a recurring deposit (IBA quarterly formula)",
      request: {
        monthlyDeposit: {
          kind: "amount",
          description: "Rupees deposited each month",
        },
        rate: "rate",
        tenure: "months",
      },
      results: ["maturityAmount", "totalDeposits", "interestEarned"],
      growth: {
        invested: "totalDeposits",
        returns: "interestEarned",
      },
    },
    history: {
      icon: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h2M12 14h2M16 14h0",
    },
  },
  {
    slug: "simple-interest",
    fields: interestFields,
    api: {
      summary: "Simple interest",
      request: { principal: "amount", rate: "rate", time: "years" },
      results: ["simpleInterest", "totalAmount", "principal"],
    },
    history: { icon: INTEREST_ICON },
  },
  {
    slug: "compound-interest",
    fields: interestFields,
    api: {
      summary: "Compound interest, compounded yearly",
      request: { principal: "amount", rate: "rate", time: "years" },
      results: ["compoundInterest", "compoundAmount", "principal"],
    },
    history: { icon: INTEREST_ICON },
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
  CALCULATORS.map((entry): [string, readonly SliderShape[]] => [
    entry.slug,
    entry.fields,
  ]),
) as Record<CalculatorSlug, readonly SliderShape[]>;

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
