import { formatInr } from "../format/money.ts";
import { CHAT_LIMITS, formatYears } from "./assistant-texts.ts";
import type { Slot, Topic } from "./chat-context.ts";
import type { Figure } from "./figures.ts";

/** A figure the assistant read but cannot use, and why, in words for the person. */
export interface FigureProblem {
  slot: Slot;
  message: string;
}

export type Measure = "amount" | "rate" | "years";

export const MEASURE: Record<Slot, Measure> = {
  amount: "amount",
  extraAmount: "amount",
  rate: "rate",
  rdRate: "rate",
  fdRate: "rate",
  sipReturn: "rate",
  years: "years",
};

const DAY = 1 / 365;

/** The shortest period each topic takes, where it is not the 1 year of docs/product.md: deposits and interest run shorter. */
const SHORTEST: Partial<Record<Topic, { years: number; words: string }>> = {
  fd: { years: 7 * DAY, words: "FD periods must be from 7 days" },
  rd: { years: 0.5, words: "RD periods must be from 6 months" },
  "simple-interest": { years: DAY, words: "periods must be from 1 day" },
  "compound-interest": { years: DAY, words: "periods must be from 1 day" },
};

/** Whether `topic` can work with a period of `years` (the RD's months-only rule aside). */
export function periodFits(topic: Topic, years: number): boolean {
  // The tolerance keeps 7 days (7/365) from falling below 7 × 1/365 by a rounding hair.
  const shortest = SHORTEST[topic]?.years ?? CHAT_LIMITS.minYears;
  return years >= shortest - 1e-9 && years <= CHAT_LIMITS.maxYears;
}

export function describe(figure: Figure, measure: Measure): string {
  if (figure.kind !== "number" || figure.period) return `'${figure.text}'`;
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
  if (measure === "years" && topic === "rd" && figure.period === "days") {
    return `An RD is paid in monthly instalments, so I need its period in months or years (for example 13 months), not ${shown}.`;
  }
  const shortest = SHORTEST[topic];
  if (
    measure === "years" &&
    value <= CHAT_LIMITS.maxYears &&
    !periodFits(topic, value)
  ) {
    const range = shortest
      ? `${shortest.words} to ${CHAT_LIMITS.maxYears} years`
      : `periods must be from ${CHAT_LIMITS.minYears} to ${CHAT_LIMITS.maxYears} years`;
    return `${shown} is shorter than I can work with: ${range}.`;
  }
  if (measure === "years" && value > CHAT_LIMITS.maxYears) {
    return `${shown} is longer than I can work with: periods must be from ${CHAT_LIMITS.minYears} to ${CHAT_LIMITS.maxYears} years${value >= 100 ? ` (${formatYears(CHAT_LIMITS.maxYears)} at most)` : ""}.`;
  }
  if (measure === "amount" && !(value > 0))
    return `${shown} is not an amount I can use: it must be more than ₹0.`;
  if (measure === "amount" && value < 1)
    return `${shown} is not an amount I can use: it must be at least ₹1.`;
  if (measure === "amount" && value > CHAT_LIMITS.maxAmount) {
    return `${formatInr(value)} is more than I can work with: the most is ${formatInr(CHAT_LIMITS.maxAmount)} (₹10,000 crore).`;
  }
  return null;
}
