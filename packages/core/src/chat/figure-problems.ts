import { formatInr } from "../format/money.ts";
import { formatCount } from "../format/period.ts";
import {
  CHAT_LIMITS,
  formatYears,
  say,
  type ChatLanguage,
  type ChatWords,
} from "./assistant-texts.ts";
import type { ChatValues, Slot, Topic } from "./chat-context.ts";
import type { Figure } from "./figures.ts";
import { calculatorEntry } from "../calculators/calculator-registry.ts";
import { registryFieldLabel, registryPageName } from "./registry-replies.ts";
import { isRegistryTopic, registrySpec } from "./registry-topics.ts";

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
  stepUp: "rate",
  withdrawal: "amount",
  years: "years",
};

const DAY = 1 / 365;

/**
 * The shortest period each topic takes, where it is not the 1 year of docs/product.md: deposits
 * and interest run shorter (each says so in its own `range.<topic>` words).
 */
const SHORTEST: Partial<
  Record<Topic, { years: number; range: keyof ChatWords & `range.${string}` }>
> = {
  fd: { years: 7 * DAY, range: "range.fd" },
  rd: { years: 0.5, range: "range.rd" },
  "simple-interest": { years: DAY, range: "range.simple-interest" },
  "compound-interest": { years: DAY, range: "range.compound-interest" },
};

/** Whether `topic` can work with a period of `years` (the RD's months-only rule aside). */
export function periodFits(topic: Topic, years: number): boolean {
  // The tolerance keeps 7 days (7/365) from falling below 7 × 1/365 by a rounding hair.
  const shortest = SHORTEST[topic]?.years ?? CHAT_LIMITS.minYears;
  return years >= shortest - 1e-9 && years <= CHAT_LIMITS.maxYears;
}

export function describe(
  figure: Figure,
  measure: Measure,
  language: ChatLanguage,
): string {
  if (figure.kind !== "number" || figure.period) {
    // English quotes the figure as written ('70 percent'); the words the reading went through are
    // English, so another language says the figure itself (70%, 3 दिन).
    if (language.locale === "en") return `'${figure.text}'`;
    if (figure.period && figure.count !== undefined)
      return formatCount(figure.count, UNIT[figure.period], language.locale);
    if (measure === "amount") return formatInr(figure.value);
  }
  if (measure === "rate") return `${figure.value}%`;
  if (measure === "years")
    return say(language, "shown.years", { value: figure.value });
  return formatInr(figure.value);
}

/** A written period's unit, as a count names it. */
const UNIT = { years: "year", months: "month", days: "day" } as const;

/**
 * Why a figure cannot be used (rates 1–50, periods 1–50 years: docs/product.md#chat-assistant), or
 * null when it can.
 */
export function figureProblem(
  figure: Figure,
  measure: Measure,
  topic: Topic,
  language: ChatLanguage,
): string | null {
  const { value } = figure;
  const shown = describe(figure, measure, language);
  const { minRate, maxRate, minYears, maxYears, maxAmount } = CHAT_LIMITS;
  if (measure === "rate" && (value < minRate || value > maxRate)) {
    return say(language, "problem.rate", {
      min: minRate,
      max: maxRate,
      shown,
    });
  }
  if (measure === "years" && topic === "rd" && figure.period === "days") {
    return say(language, "problem.rdDays", { shown });
  }
  const shortest = SHORTEST[topic];
  if (measure === "years" && value <= maxYears && !periodFits(topic, value)) {
    const range = say(language, shortest?.range ?? "range.default", {
      ...(shortest ? {} : { min: minYears }),
      max: maxYears,
    });
    return say(language, "problem.tooShort", { shown, range });
  }
  if (measure === "years" && value > maxYears) {
    return value >= 100
      ? say(language, "problem.tooLongAtMost", {
          shown,
          min: minYears,
          max: maxYears,
          most: formatYears(maxYears, language.locale),
        })
      : say(language, "problem.tooLong", {
          shown,
          min: minYears,
          max: maxYears,
        });
  }
  if (measure === "amount" && !(value > 0))
    return say(language, "problem.notPositive", { shown });
  if (measure === "amount" && value < 1)
    return say(language, "problem.belowOne", { shown });
  if (measure === "amount" && value > maxAmount) {
    return say(language, "problem.tooMuch", {
      amount: formatInr(value),
      most: formatInr(maxAmount),
    });
  }
  return null;
}

/**
 * Why a figure breaks a registry calculator's own rules (its `api.request` in details/<slug>.ts:
 * a scheme's limits and multiples, a time deposit's terms), or null: 'SCSS 40 lakh' is refused as
 * the scheme refuses it, not worked out (docs/product.md#chat-assistant).
 */
export function registryProblem(
  topic: Topic,
  slot: Slot,
  figure: Figure,
  language: ChatLanguage,
  choices: ChatValues["choices"] = {},
): string | null {
  if (!isRegistryTopic(topic)) return null;
  const key = (registrySpec(topic).fields as Partial<Record<Slot, string>>)[
    slot
  ];
  const entry = calculatorEntry(topic);
  const rule = key === undefined ? undefined : entry.api?.request[key];
  if (key === undefined || rule === undefined) return null;
  const { value } = figure;
  const measure = MEASURE[slot];
  const format = (each: number) =>
    measure === "years"
      ? formatYears(each, language.locale)
      : measure === "amount"
        ? formatInr(each)
        : `${each}%`;
  const names = {
    shown: describe(figure, measure, language),
    page: registryPageName(language, topic),
    field: registryFieldLabel(language, topic, key),
  };
  if (rule === "choice") {
    const options = (
      entry.choices?.find((choice) => choice.key === key)?.options ?? []
    ).filter((option): option is number => typeof option === "number");
    if (options.includes(value) || options.length === 0) return null;
    const shownOptions = options.map(format);
    const last = shownOptions.pop() ?? "";
    return say(language, "problem.oneOf", {
      ...names,
      options: say(language, "list.or", {
        first: shownOptions.join(language.words.listSeparator),
        last,
      }),
    });
  }
  if (typeof rule !== "object" || rule.kind === "percent") return null;
  const { min, multipleOf, maxWhen } = rule;
  // A lower maximum under an option the person chose ('PPF 20000 monthly': ₹12,500 a month).
  const chosen = maxWhen ? choices[maxWhen.choice] : undefined;
  const max =
    (maxWhen && chosen !== undefined
      ? maxWhen.max[String(chosen)]
      : undefined) ?? rule.max;
  const onMultiple =
    multipleOf === undefined ||
    Math.abs(value / multipleOf - Math.round(value / multipleOf)) < 1e-9;
  if (
    (min === undefined || value >= min) &&
    (max === undefined || value <= max) &&
    onMultiple
  )
    return null;
  const limits = [
    min !== undefined && max !== undefined
      ? say(language, "limits.between", { min: format(min), max: format(max) })
      : min !== undefined
        ? say(language, "limits.atLeast", { min: format(min) })
        : max !== undefined
          ? say(language, "limits.atMost", { max: format(max) })
          : undefined,
    multipleOf === undefined
      ? undefined
      : say(language, "limits.multiple", { multiple: format(multipleOf) }),
  ].filter(Boolean);
  return say(language, "problem.limits", {
    ...names,
    limits: limits.join(language.words.listSeparator),
  });
}
