import type { CalculatorType } from "./calculator-link.ts";

/** What the conversation is about: one calculator, or RD and SIP side by side. */
export type Topic = CalculatorType | "rd-vs-sip";

/** A figure the assistant may need; each topic reads the ones it uses under its own names. */
export type Slot =
  "amount" | "rate" | "years" | "extraAmount" | "rdRate" | "sipReturn";

/** The figures gathered so far. Amount is the loan, the deposit or the monthly instalment. */
export interface ChatValues {
  amount?: number;
  rate?: number;
  years?: number;
  extraAmount?: number;
  extraFrequency?: "monthly" | "yearly";
  rdRate?: number;
  sipReturn?: number;
}

/** What the assistant remembers between messages; `{}` is a fresh start. */
export interface ChatContext {
  topic?: Topic;
  values?: ChatValues;
  /** The figure the last reply asked for, so a bare '12' answers it. */
  awaiting?: Slot;
}

/** The figures each topic needs, asked for one at a time in this order. */
export const REQUIRED_SLOTS: Record<Topic, Slot[]> = {
  "home-loan": ["amount", "rate", "years"],
  "home-loan-amortization": ["amount", "rate", "years", "extraAmount"],
  sip: ["amount", "rate", "years"],
  fd: ["amount", "rate", "years"],
  rd: ["amount", "rate", "years"],
  // Missing figures take labelled example values instead of questions (see rd-vs-sip.ts).
  "rd-vs-sip": [],
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
