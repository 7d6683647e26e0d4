import { formatMonths } from "../calculators/amortization.ts";
import { formatTerm } from "../calculators/term.ts";
import { formatInr } from "../format/money.ts";
import type { ChatValues, Slot, Topic } from "./chat-context.ts";

export const ASSISTANT_NAME = "Kosh Assistant";

export const GREETING = `Namaste! I'm ${ASSISTANT_NAME}. I can work out home loan EMIs and what an extra payment saves, SIPs, FDs, RDs, and simple or compound interest. Ask in your own words, in English or Hindi, for example 'SIP of 5000 at 12% for 10 years' or 'emi 30 lakh 20 saal 8.5 pratishat', or pick a question below.`;

/** The calculations the assistant offers, for replies that list them. */
const CALCULATIONS =
  "a home loan EMI, a SIP, an FD, an RD, or simple or compound interest";

/** The reply to input the assistant cannot read, word for word (docs/product.md#chat-assistant). */
export const UNKNOWN_REPLY =
  "I'm not sure I understand. Could you please rephrase or provide more details?";

/** An apology asking the user to retry or rephrase (docs/product.md#chat-assistant). */
export const FAILURE_REPLY =
  "Sorry, something went wrong while I was working that out. Please try again, or rephrase your question.";

export const GREETING_REPLY =
  "Hello! What would you like to work out today: a home loan EMI, a SIP, an FD or an RD?";

/** Asked when figures arrive without a calculation named. */
export const WHICH_CALCULATION = `What should I work out: ${CALCULATIONS}?`;

export const THANKS_REPLY =
  "You're welcome! Ask me about another EMI, SIP, FD or RD whenever you like.";

export const HELP_REPLY = [
  "I can work out:",
  "• Home loan EMI: 'EMI for 50 lakh at 8.5% for 20 years'",
  "• What an extra payment saves: 'home loan 50 lakh at 8% for 20 years, extra 10000 monthly'",
  "• SIP: 'SIP of 5000 at 12% for 10 years'",
  "• FD: '1 lakh FD at 7% for 5 years'",
  "• RD: 'RD of 5000 at 6.5% for 3 years'",
  "• Simple or compound interest: 'compound interest on 1 lakh at 10% for 5 years'",
  "• RD vs SIP or FD vs SIP: 'RD vs SIP for 10000 over 7 years'",
  "• How much loan an EMI or a salary supports: 'how much loan on a 1 lakh salary'",
  "• What SIP, FD, RD, EMI, prepayment or compounding mean: 'what is SIP'",
  "Write amounts as 5000, ₹5,000, 50k, 5 lakh or 1.5 crore, and periods in years, months or days; Hindi works too ('30 lakh 20 saal 8.5 pratishat'). After a result, ask 'what if 15 years?' to compare.",
].join("\n");

/** A follow-up worth trying: a period five years longer (or shorter, near the limit). */
export function followUpHint(years: number): string {
  const other =
    Math.round(years) + 5 <= 50 ? Math.round(years) + 5 : Math.round(years) - 5;
  return `Ask 'what if ${other} years?' to compare.`;
}

/**
 * The limits of chat parsing (docs/product.md#chat-assistant), shared by the checks and the replies
 * that explain them.
 */
export const CHAT_LIMITS = {
  minRate: 1,
  maxRate: 50,
  minYears: 1,
  maxYears: 50,
  /** The calculators' own ceiling (contracts/calculate.ts MAX_AMOUNT): ₹10,000 crore. */
  maxAmount: 1e11,
} as const;

const INTRODUCTIONS: Record<Topic, string> = {
  "home-loan": "Let's work out your home loan EMI.",
  "home-loan-amortization":
    "Let's see what an extra payment saves on your home loan.",
  sip: "Let's work out your SIP.",
  fd: "Let's work out your fixed deposit.",
  rd: "Let's work out your recurring deposit.",
  "simple-interest": "Let's work out simple interest.",
  "compound-interest": "Let's work out compound interest.",
  "rd-vs-sip": "Let's compare an RD with a SIP.",
  "fd-vs-sip": "Let's compare an FD with a SIP.",
  affordability: "Let's see how much loan you could take.",
};

export function introduction(topic: Topic): string {
  return INTRODUCTIONS[topic];
}

const LOAN_QUESTIONS = {
  amount: "How much is the loan? For example, 50 lakh.",
  rate: "What interest rate does the lender charge? For example, 8.5%.",
  years: "For how many years is the loan? For example, 20 years.",
};

const QUESTIONS: Record<Topic, Partial<Record<Slot, string>>> = {
  "home-loan": LOAN_QUESTIONS,
  "home-loan-amortization": {
    ...LOAN_QUESTIONS,
    extraAmount:
      "How much extra will you pay, and how often? For example, 10,000 every month or 1 lakh every year.",
  },
  sip: {
    amount: "How much will you invest each month? For example, ₹5,000.",
    rate: "What annual return do you expect? For example, 12%. Market-linked returns are not guaranteed, so try a cautious figure too.",
    years: "For how many years will you invest? For example, 10 years.",
  },
  fd: {
    amount: "How much do you want to deposit? For example, 1 lakh.",
    rate: "What interest rate does your bank offer? For example, 7%.",
    years: "For how long? For example, 5 years or 18 months.",
  },
  rd: {
    amount: "How much will you deposit each month? For example, ₹5,000.",
    rate: "What interest rate does your bank offer on the RD? For example, 6.5%.",
    years: "For how many years? For example, 5 years.",
  },
  "simple-interest": {
    amount: "On what principal? For example, 1 lakh.",
    rate: "At what rate a year? For example, 8%.",
    years: "For how long? For example, 3 years or 18 months.",
  },
  "compound-interest": {
    amount: "On what principal? For example, 1 lakh.",
    rate: "At what rate a year, compounded yearly? For example, 10%.",
    years: "For how long? For example, 5 years.",
  },
  affordability: {
    amount:
      "What EMI can you pay each month? For example, ₹30,000. Or tell me your monthly take-home salary.",
    rate: "What interest rate does the lender charge? For example, 8.5%.",
    years: "For how many years? For example, 20 years.",
  },
  "fd-vs-sip": {
    amount: "How much should I compare? For example, 1 lakh.",
    fdRate: "What rate does your bank offer on the FD? For example, 7%.",
    sipReturn:
      "What annual return should I assume for the SIP? For example, 12%.",
    years: "Over how many years? For example, 5 years.",
  },
  "rd-vs-sip": {
    amount: "How much a month should I compare? For example, ₹5,000.",
    rate: "What rate does your bank offer on the RD? For example, 6.5%.",
    rdRate: "What rate does your bank offer on the RD? For example, 6.5%.",
    sipReturn:
      "What annual return should I assume for the SIP? For example, 12%.",
    years: "Over how many years? For example, 5 years.",
  },
};

export function question(topic: Topic, slot: Slot): string {
  return QUESTIONS[topic][slot] ?? UNKNOWN_REPLY;
}

/** '10 years', '1 year', '1 year 6 months': whole years read as years, the rest in months. */
export function formatYears(years: number): string {
  const months = Math.round(years * 12);
  if (months % 12 === 0)
    return `${months / 12} ${months === 12 ? "year" : "years"}`;
  return formatMonths(months);
}

export function formatRate(rate: number): string {
  return `${rate}%`;
}

/** The period as the person wrote it when that was months or days ('444 days'), else in years. */
export function formatPeriod(
  values: Pick<ChatValues, "years" | "term">,
): string {
  const { term, years = 0 } = values;
  return term ? formatTerm(term.count, term.unit) : formatYears(years);
}

const MONTHLY_TOPICS: ReadonlySet<Topic> = new Set([
  "sip",
  "rd",
  "rd-vs-sip",
  "affordability",
]);

/** 'Noted: ₹5,000 a month, 12%.' — what the assistant already has, so the next question makes sense. */
export function notedValues(
  topic: Topic | undefined,
  values: ChatValues,
): string | null {
  const parts: string[] = [];
  if (values.amount !== undefined) {
    const label =
      topic === "home-loan" || topic === "home-loan-amortization"
        ? "a loan of "
        : topic === "affordability"
          ? "an EMI of "
          : "";
    parts.push(
      `${label}${formatInr(values.amount)}${topic && MONTHLY_TOPICS.has(topic) ? " a month" : ""}`,
    );
  }
  if (values.rate !== undefined) parts.push(formatRate(values.rate));
  if (values.years !== undefined) parts.push(formatPeriod(values));
  if (values.extraAmount !== undefined) {
    parts.push(
      `${formatInr(values.extraAmount)} extra ${values.extraFrequency === "yearly" ? "every year" : "every month"}`,
    );
  }
  return parts.length > 0 ? `Noted: ${parts.join(", ")}.` : null;
}
