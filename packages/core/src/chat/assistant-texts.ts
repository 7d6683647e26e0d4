import { formatMonths } from "../calculators/amortization.ts";
import { formatTerm } from "../calculators/term.ts";
import { formatInr } from "../format/money.ts";
import { formatCount } from "../format/period.ts";
import type { Locale } from "../i18n/locale.ts";
import { fill, type Translation } from "../i18n/messages.ts";
import type calculatorsEn from "../calculators/messages/en.ts";
import type en from "./messages/en.ts";
import type greetingEn from "./messages/greeting/en.ts";
import type { ChatValues, Slot, Topic } from "./chat-context.ts";

/**
 * The assistant's first words in one language (messages/greeting): its name, the greeting, the
 * quick prompts and what it says when it cannot work a reply out here.
 */
export type GreetingWords = Translation<typeof greetingEn>;

/**
 * The assistant's words in one language (messages/en.ts, messages/hi.ts, with its first words):
 * every reply is written from the dictionary of the language it answers in
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md).
 */
export type ChatWords = Translation<typeof en> & GreetingWords;

/** The calculators' page words in one language (calculators/messages): their sliders' labels. */
export type CalculatorDictionary = Translation<typeof calculatorsEn>;

/**
 * The language the assistant answers in: its code, for figures and periods, its words, and the
 * calculators' words, with which a card names a page's sliders (page-range-note.ts).
 */
export interface ChatLanguage {
  locale: Locale;
  words: ChatWords;
  calculators: CalculatorDictionary;
}

/** A reply from the language's dictionary, its placeholders filled. */
export function say<Key extends keyof ChatWords>(
  language: { words: Readonly<Record<Key, string>> },
  key: Key,
  values?: Readonly<Record<string, string | number>>,
): string {
  return fill(language.words[key], values);
}

/** The assistant's first message, and what clearing the chat shows again. */
export function greeting(language: { words: GreetingWords }): string {
  return say(language, "greeting", {
    assistant: language.words.assistantName,
  });
}

/** A follow-up worth trying: a period five years longer (or shorter, near the limit). */
export function followUpHint(years: number, language: ChatLanguage): string {
  const other =
    Math.round(years) + 5 <= 50 ? Math.round(years) + 5 : Math.round(years) - 5;
  return say(language, "followUp", { years: other });
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

export function introduction(topic: Topic, language: ChatLanguage): string {
  return language.words[`intro.${topic}`];
}

/** The slots of a loan's questions, which the home loan, extra payments and affordability share. */
const LOAN_SLOTS: ReadonlySet<Slot> = new Set(["amount", "rate", "years"]);

export function question(
  topic: Topic,
  slot: Slot,
  { words }: ChatLanguage,
): string {
  const key =
    (topic === "home-loan" || topic === "home-loan-amortization") &&
    LOAN_SLOTS.has(slot)
      ? `ask.loan.${slot}`
      : `ask.${topic}.${slot}`;
  return key in words ? words[key as keyof ChatWords] : words.unknown;
}

/** '10 years', '1 year', '1 year 6 months': whole years read as years, the rest in months. */
export function formatYears(years: number, locale: Locale = "en"): string {
  const months = Math.round(years * 12);
  if (months % 12 === 0) return formatCount(months / 12, "year", locale);
  return formatMonths(months, locale);
}

export function formatRate(rate: number): string {
  return `${rate}%`;
}

/** The period as the person wrote it when that was months or days ('444 days'), else in years. */
export function formatPeriod(
  values: Pick<ChatValues, "years" | "term">,
  locale: Locale = "en",
): string {
  const { term, years = 0 } = values;
  return term
    ? formatTerm(term.count, term.unit, locale)
    : formatYears(years, locale);
}

const MONTHLY_TOPICS: ReadonlySet<Topic> = new Set([
  "sip",
  "step-up-sip",
  "rd",
  "rd-vs-sip",
  "affordability",
]);

/** 'Noted: ₹5,000 a month, 12%.' — what the assistant already has, so the next question makes sense. */
export function notedValues(
  topic: Topic | undefined,
  values: ChatValues,
  language: ChatLanguage,
): string | null {
  const { locale, words } = language;
  const parts: string[] = [];
  if (values.amount !== undefined) {
    const amount = formatInr(values.amount);
    const monthly = topic !== undefined && MONTHLY_TOPICS.has(topic);
    const figure = monthly
      ? say(language, "noted.monthly", { amount })
      : amount;
    parts.push(
      topic === "home-loan" || topic === "home-loan-amortization"
        ? say(language, "noted.loan", { amount: figure })
        : topic === "affordability"
          ? say(language, "noted.emi", { amount: figure })
          : figure,
    );
  }
  if (values.withdrawal !== undefined)
    parts.push(
      say(language, "noted.withdrawal", {
        amount: formatInr(values.withdrawal),
      }),
    );
  if (values.stepUp !== undefined)
    parts.push(
      say(language, "noted.stepUp", { rate: formatRate(values.stepUp) }),
    );
  if (values.rate !== undefined) parts.push(formatRate(values.rate));
  if (values.years !== undefined) parts.push(formatPeriod(values, locale));
  if (values.extraAmount !== undefined) {
    parts.push(
      say(
        language,
        values.extraFrequency === "yearly"
          ? "noted.extra.yearly"
          : "noted.extra.monthly",
        { amount: formatInr(values.extraAmount) },
      ),
    );
  }
  return parts.length > 0
    ? say(language, "noted", { values: parts.join(words.listSeparator) })
    : null;
}
