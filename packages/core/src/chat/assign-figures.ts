import { formatInr } from "../format/money.ts";
import { CHAT_LIMITS, formatYears } from "./assistant-texts.ts";
import {
  REQUIRED_SLOTS,
  type ChatValues,
  type Slot,
  type Topic,
} from "./chat-context.ts";
import type { Figure } from "./figures.ts";
import { extraPaymentFrequency, productPositions } from "./intent.ts";

/** A figure the assistant read but cannot use, and why, in words for the person. */
export interface FigureProblem {
  slot: Slot;
  message: string;
}

export interface Assignment {
  values: ChatValues;
  problems: FigureProblem[];
  /** How many of the message's figures went into a slot (accepted or refused). */
  used: number;
}

interface AssignInput {
  topic: Topic;
  values: ChatValues;
  awaiting?: Slot | undefined;
  figures: Figure[];
  message: string;
}

type Measure = "amount" | "rate" | "years";

const MEASURE: Record<Slot, Measure> = {
  amount: "amount",
  extraAmount: "amount",
  rate: "rate",
  rdRate: "rate",
  sipReturn: "rate",
  years: "years",
};

// An unlabelled number after 'for' is a period and after 'at' a rate: 'SIP of 5000 at 12 for 10'.
// From 100 up it is money whatever precedes it: 'RD for 10000'.
function slotHintedBefore(text: string, figure: Figure): Slot | undefined {
  if (figure.value >= 100) return undefined;
  const before = text.slice(Math.max(0, figure.start - 16), figure.start);
  if (/\b(?:for|over|period of|tenure of)\s*$/.test(before)) return "years";
  if (
    /(?:\bat|@|\brate(?: of)?|\breturns?(?: of)?|\binterest(?: of)?)\s*$/.test(
      before,
    )
  )
    return "rate";
  return undefined;
}

// 'extra 10000', 'prepay 2 lakh', '10000 as prepayment': the amount belongs to the extra payment.
function isExtraPaymentAmount(text: string, figure: Figure): boolean {
  const before = text.slice(Math.max(0, figure.start - 30), figure.start);
  const after = text.slice(figure.end, figure.end + 25);
  return (
    /\b(?:extra|pre-?pay\w*|part[- ]?pay\w*|additional|lump ?sum)\b[^\d]*$/.test(
      before,
    ) ||
    /^\s*(?:extra|additional|as (?:a |an )?(?:extra|prepayment|part payment)|prepayment|towards)/.test(
      after,
    )
  );
}

function describe(figure: Figure, measure: Measure): string {
  if (figure.kind !== "number") return `'${figure.text}'`;
  if (measure === "rate") return `${figure.value}%`;
  if (measure === "years") return `${figure.value} years`;
  return formatInr(figure.value);
}

/**
 * Why a figure cannot be used (rates 1–50, periods 1–50 years: docs/product.md#chat-assistant), or
 * null when it can.
 */
export function figureProblem(
  figure: Figure,
  measure: Measure,
  topic: Topic,
): string | null {
  const { value } = figure;
  const shown = describe(figure, measure);
  if (
    measure === "rate" &&
    (value < CHAT_LIMITS.minRate || value > CHAT_LIMITS.maxRate)
  ) {
    return `I can only use rates from ${CHAT_LIMITS.minRate}% to ${CHAT_LIMITS.maxRate}% a year, and ${shown} is outside that range.`;
  }
  if (measure === "years" && value < CHAT_LIMITS.minYears) {
    const fdHint =
      topic === "fd"
        ? " For a deposit of less than a year, the FD calculator takes periods from 3 months."
        : "";
    return `${shown} is shorter than I can work with: periods must be from ${CHAT_LIMITS.minYears} to ${CHAT_LIMITS.maxYears} years.${fdHint}`;
  }
  if (measure === "years" && value > CHAT_LIMITS.maxYears) {
    return `${shown} is longer than I can work with: periods must be from ${CHAT_LIMITS.minYears} to ${CHAT_LIMITS.maxYears} years${value >= 100 ? ` (${formatYears(CHAT_LIMITS.maxYears)} at most)` : ""}.`;
  }
  if (measure === "amount" && !(value > 0))
    return `${shown} is not an amount I can use: it must be more than ₹0.`;
  if (measure === "amount" && value > CHAT_LIMITS.maxAmount) {
    return `${formatInr(value)} is more than I can work with: the most is ${formatInr(CHAT_LIMITS.maxAmount)} (₹10,000 crore).`;
  }
  return null;
}

/** Puts each figure of a message into the slot it answers, keeping what the conversation already knows. */
export function assignFigures({
  topic,
  values,
  awaiting,
  figures,
  message,
}: AssignInput): Assignment {
  const text = message.toLowerCase();
  const next: ChatValues = { ...values };
  const problems: FigureProblem[] = [];
  const filledNow = new Set<Slot>();
  let used = 0;

  const put = (slot: Slot, figure: Figure) => {
    const problem = figureProblem(figure, MEASURE[slot], topic);
    if (problem) problems.push({ slot, message: problem });
    else next[slot] = figure.value;
    filledNow.add(slot);
    used += 1;
  };

  const bare: Figure[] = [];
  const amounts: Figure[] = [];
  for (const figure of figures) {
    const hinted =
      figure.kind === "number" ? slotHintedBefore(text, figure) : undefined;
    const extra =
      topic === "home-loan-amortization" && isExtraPaymentAmount(text, figure);
    if (figure.kind === "rate" || hinted === "rate") assignRate(figure);
    else if (figure.kind === "tenure" || hinted === "years") {
      if (!filledNow.has("years")) put("years", figure);
    } else if (figure.kind === "amount" || extra) amounts.push(figure);
    else bare.push(figure);
  }

  function assignRate(figure: Figure) {
    if (topic !== "rd-vs-sip") {
      if (!filledNow.has("rate")) put("rate", figure);
      return;
    }
    const named = productPositions(text)
      .filter((position) => position.index < figure.start)
      .at(-1);
    const otherwise: Slot =
      filledNow.has("rdRate") || awaiting === "sipReturn"
        ? "sipReturn"
        : "rdRate";
    put(
      named ? (named.product === "sip" ? "sipReturn" : "rdRate") : otherwise,
      figure,
    );
  }

  if (topic === "home-loan-amortization") assignLoanAmounts(amounts);
  else if (amounts[0]) put("amount", amounts[0]);

  function assignLoanAmounts(loanAmounts: Figure[]) {
    const [larger, smaller] = [...loanAmounts].sort(
      (a, b) => b.value - a.value,
    );
    if (larger && smaller) {
      put("amount", larger);
      put("extraAmount", smaller);
    } else if (larger) {
      put(amortizationSlotFor(larger), larger);
    }
  }

  // A lone amount after the loan is known is the extra payment when it is small beside the loan.
  function amortizationSlotFor(figure: Figure): Slot {
    if (awaiting === "extraAmount" || isExtraPaymentAmount(text, figure))
      return "extraAmount";
    if (
      next.amount !== undefined &&
      !filledNow.has("amount") &&
      figure.value < next.amount / 10
    )
      return "extraAmount";
    return filledNow.has("amount") ? "extraAmount" : "amount";
  }

  for (const figure of bare) {
    const missing = REQUIRED_SLOTS[topic].find(
      (slot) => next[slot] === undefined && !filledNow.has(slot),
    );
    const target = awaiting && !filledNow.has(awaiting) ? awaiting : missing;
    if (target) put(target, figure);
    else if (figure.value >= 100) {
      if (topic === "home-loan-amortization")
        put(amortizationSlotFor(figure), figure);
      else if (!filledNow.has("amount")) put("amount", figure);
    }
  }

  if (topic === "home-loan-amortization") {
    const frequency = extraPaymentFrequency(text);
    if (frequency) next.extraFrequency = frequency;
  }
  return { values: next, problems, used };
}
