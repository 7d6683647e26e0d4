import type { Compounding } from "../calculators/compound-interest.ts";
import type { FdPayout } from "../calculators/fixed-deposit.ts";
import type { CalculatorType } from "./calculator-link.ts";
import { REGISTRY_TOPICS } from "./registry-topics.ts";

/** What the conversation is about: one calculator, two products side by side, or how much loan an EMI buys. */
export type Topic = CalculatorType | Comparison | "affordability";

/** Two products compared for the same money and period. */
export type Comparison = "rd-vs-sip" | "fd-vs-sip";

/** A figure the assistant may need; each topic reads the ones it uses under its own names. */
export type Slot =
  | "amount"
  | "rate"
  | "years"
  | "extraAmount"
  | "rdRate"
  | "fdRate"
  | "sipReturn"
  | "stepUp"
  | "withdrawal";

/** The figures gathered so far. Amount is the loan, the deposit or the monthly instalment. */
export interface ChatValues {
  amount?: number;
  rate?: number;
  years?: number;
  extraAmount?: number;
  extraFrequency?: "monthly" | "yearly";
  rdRate?: number;
  fdRate?: number;
  sipReturn?: number;
  /** A step-up SIP's yearly raise, percent. */
  stepUp?: number;
  /** An SWP's monthly withdrawal, rupees. */
  withdrawal?: number;
  /** The period as written when it was not whole years ('444 days', '18 months'); `years` holds its exact value. */
  term?: { count: number; unit: "months" | "days" };
  /** An FD that pays its interest out every month or quarter instead of adding it to the deposit. */
  payout?: FdPayout;
  /** How often compound interest compounds when it is not yearly ('compounded monthly'). */
  compounding?: Compounding;
  /** A registry calculator's choices the person named (PPF's deposit frequency, MIS's joint account). */
  choices?: Record<string, string | number | boolean>;
  /** The monthly salary an affordability answer started from. */
  salary?: number;
}

/** What the assistant remembers between messages; `{}` is a fresh start. */
export interface ChatContext {
  topic?: Topic;
  values?: ChatValues;
  /** The figure the last reply asked for, so a bare '12' answers it. */
  awaiting?: Slot;
  /** Two bare numbers that could each be the rate or the period; naming one as the rate settles both. */
  undecided?: [number, number];
}

/** The figures each topic needs, asked for one at a time in this order. */
export const REQUIRED_SLOTS: Record<Topic, Slot[]> = {
  "home-loan": ["amount", "rate", "years"],
  "home-loan-amortization": ["amount", "rate", "years", "extraAmount"],
  sip: ["amount", "rate", "years"],
  fd: ["amount", "rate", "years"],
  rd: ["amount", "rate", "years"],
  "simple-interest": ["amount", "rate", "years"],
  "compound-interest": ["amount", "rate", "years"],
  // Missing figures take labelled example values instead of questions (see comparisons.ts).
  "rd-vs-sip": [],
  "fd-vs-sip": [],
  // The rate and period default to the home loan page's, labelled (see affordability.ts).
  affordability: ["amount"],
  // The registry's calculators: a scheme's rate and period default to its page's (registry-topics.ts).
  ...(Object.fromEntries(
    REGISTRY_TOPICS.map((spec) => [spec.slug, spec.required]),
  ) as Record<(typeof REGISTRY_TOPICS)[number]["slug"], Slot[]>),
};

/** A figure shown on a result card: the label as on the calculator page, the value formatted. */
export interface CardFigure {
  label: string;
  value: string;
}

export interface CardLink {
  label: string;
  href: string;
}

/** The result card under an assistant message (its `calculationResult`). */
export interface ChatCalculation {
  title: string;
  /** The calculator's main figures, headline first. */
  figures: CardFigure[];
  links: CardLink[];
  /** Assumptions or limits the reader must not miss. */
  note?: string;
}

/** What the assistant says back, and the card when it ran a calculator. */
export interface AssistantReply {
  content: string;
  calculatorType?: CalculatorType;
  calculationResult?: ChatCalculation;
}
