import { calculatorEntry } from "../calculators/calculator-registry.ts";
import {
  defaultInputs,
  type ChoiceValue,
} from "../calculators/slider-config.ts";
import { formatInr } from "../format/money.ts";
import { formatMonths } from "../format/period.ts";
import { SCHEME_RATE_HISTORY } from "../schemes/scheme-rate-history.ts";
import {
  formatQuarter,
  ratesInForce,
  SCHEME_RATE_RULE,
  schemeRateKeyOf,
  type TimeDepositYears,
} from "../schemes/scheme-rates.ts";
import {
  formatRate,
  formatYears,
  say,
  type ChatLanguage,
  type ChatWords,
} from "./assistant-texts.ts";
import { calculatorLink, type CalculatorInputs } from "./calculator-link.ts";
import type { AssistantReply, ChatValues } from "./chat-context.ts";
import { pageRangeNote } from "./page-range-note.ts";
import {
  registrySpec,
  type RegistryInputs,
  type RegistrySlot,
  type RegistryTopic,
} from "./registry-topics.ts";

/** A calculator's words in the reply's language (calculators/messages), by key. */
function calculatorWord(language: ChatLanguage, key: string): string {
  return (language.calculators as Readonly<Record<string, string>>)[key] ?? key;
}

/** 'PPF calculator': how the assistant names a registry calculator's page. */
export function registryPageName(
  language: ChatLanguage,
  topic: RegistryTopic,
): string {
  return calculatorWord(language, `${topic}.chatName`);
}

/** The label of a calculator's field, as its page shows it. */
export function registryFieldLabel(
  language: ChatLanguage,
  topic: RegistryTopic,
  key: string,
): string {
  return calculatorWord(language, `${topic}.field.${key}`);
}

/** The rate a scheme earns when the person names none: the one in force on `today` (docs/product.md#scheme-rates). */
function schemeRateInForce(
  topic: RegistryTopic,
  years: number,
  today: string,
): { rate: number; quarterStart: string } | undefined {
  if (!registrySpec(topic).schemeRate) return undefined;
  const inForce = ratesInForce(SCHEME_RATE_HISTORY, today);
  if (!inForce) return undefined;
  const key = schemeRateKeyOf(
    topic as Parameters<typeof schemeRateKeyOf>[0],
    years as TimeDepositYears,
  );
  return {
    rate: inForce.quarter.rates[key],
    quarterStart: inForce.quarter.quarterStart,
  };
}

/**
 * The choices a figure needs: a deposit above what the default allows takes the option that
 * allows it (an MIS of ₹12,00,000 is a joint account's), as the page's `maxWhen` has it.
 */
function choicesFor(
  topic: RegistryTopic,
  inputs: Record<string, ChoiceValue>,
): Record<string, ChoiceValue> {
  const entry = calculatorEntry(topic);
  const chosen = { ...inputs };
  for (const field of entry.fields) {
    const { maxWhen } = field;
    const value = chosen[field.key];
    if (!maxWhen || typeof value !== "number") continue;
    const allows = (option: ChoiceValue) =>
      value <= (maxWhen.max[String(option)] ?? field.max);
    if (allows(chosen[maxWhen.choice] ?? "")) continue;
    const choice = entry.choices?.find((each) => each.key === maxWhen.choice);
    const option = choice?.options.find(allows);
    if (option !== undefined) chosen[maxWhen.choice] = option;
  }
  return chosen;
}

/** The calculator's inputs: the page's defaults, the person's figures over them, a scheme's rate in force. */
export function registryInputs<T extends RegistryTopic>(
  topic: T,
  values: ChatValues,
  today: string,
): { inputs: RegistryInputs[T]; rateInForce?: { quarterStart: string } } {
  const spec = registrySpec(topic);
  const entry = calculatorEntry(topic);
  const inputs: Record<string, ChoiceValue> = {
    ...defaultInputs(entry),
    ...values.choices,
  };
  for (const [slot, key] of Object.entries(spec.fields) as [
    RegistrySlot,
    string,
  ][]) {
    const value = values[slot];
    if (value !== undefined) inputs[key] = value;
  }
  const yearsKey = spec.fields.years;
  const years = yearsKey ? Number(inputs[yearsKey]) : 0;
  const inForce =
    values.rate === undefined
      ? schemeRateInForce(topic, years, today)
      : undefined;
  if (inForce && spec.fields.rate) inputs[spec.fields.rate] = inForce.rate;
  return {
    inputs: choicesFor(topic, inputs) as unknown as RegistryInputs[T],
    ...(inForce ? { rateInForce: { quarterStart: inForce.quarterStart } } : {}),
  };
}

type TopicWord<Suffix extends string> = keyof ChatWords &
  `${RegistryTopic}.${Suffix}`;

/**
 * The answer for a registry calculator (docs/product.md#chat-assistant): its formula on the
 * gathered figures, the card's figures its page's results (`api.results`, labelled as the page
 * labels them), the link opening its page with the same inputs.
 */
export function registryReply<T extends RegistryTopic>(
  topic: T,
  values: ChatValues,
  language: ChatLanguage,
  today: string,
): AssistantReply {
  const spec = registrySpec(topic);
  const entry = calculatorEntry(topic);
  const { inputs, rateInForce } = registryInputs(topic, values, today);
  const pageInputs = inputs as unknown as CalculatorInputs[T];
  const result = spec.compute(inputs) as Record<string, number | number[]>;
  const api = entry.api;
  const months = new Set<string>(api?.months ?? []);
  const lists = new Set<string>(api?.lists ?? []);
  const shown = (key: string): string => {
    const value = result[key];
    if (typeof value !== "number") return "";
    return months.has(key)
      ? formatMonths(value, language.locale)
      : formatInr(value);
  };
  const keys = (api?.results ?? []).filter((key) => !lists.has(key));
  const record = inputs as unknown as Record<string, ChoiceValue>;
  const field = (slot: RegistrySlot) => {
    const key = spec.fields[slot];
    return key === undefined ? undefined : record[key];
  };
  const rate = Number(field("rate"));
  const years = field("years");
  const placeholders: Record<string, string> = {
    ...Object.fromEntries(keys.map((key) => [key, shown(key)])),
    amount: formatInr(Number(field("amount"))),
    rate: formatRate(rate),
    rateNote: rateInForce
      ? say(language, "scheme.rateInForce", {
          quarter: formatQuarter(rateInForce.quarterStart, language.locale),
        })
      : "",
    period:
      typeof years === "number" ? formatYears(years, language.locale) : "",
    // PPF's deposits every year or every month; an MIS in a joint account.
    every: say(
      language,
      record.frequency === "monthly"
        ? "scheme.every.monthly"
        : "scheme.every.yearly",
    ),
    each: say(
      language,
      record.frequency === "monthly"
        ? "scheme.each.monthly"
        : "scheme.each.yearly",
    ),
    account: record.joint === true ? say(language, "scheme.jointAccount") : "",
    stepUp: formatRate(Number(field("stepUp") ?? 0)),
    withdrawal: formatInr(Number(field("withdrawal") ?? 0)),
  };
  const schemeKey = spec.schemeRate
    ? schemeRateKeyOf(topic as Parameters<typeof schemeRateKeyOf>[0])
    : undefined;
  const notes = [
    schemeKey && SCHEME_RATE_RULE[schemeKey] === "each-quarter"
      ? say(language, "scheme.eachQuarter")
      : undefined,
    pageRangeNote(topic, pageInputs, language),
  ].filter(Boolean);
  return {
    content: say(
      language,
      `${topic}.content` as TopicWord<"content">,
      placeholders,
    ),
    calculatorType: topic,
    calculationResult: {
      title: say(
        language,
        `${topic}.title` as TopicWord<"title">,
        placeholders,
      ),
      figures: keys.map((key) => ({
        label: calculatorWord(language, `${topic}.result.${key}`),
        value: shown(key),
      })),
      links: [
        {
          label: say(language, "registry.link", {
            page: registryPageName(language, topic),
          }),
          href: calculatorLink(topic, pageInputs),
        },
      ],
      ...(notes.length > 0 ? { note: notes.join(" ") } : {}),
    },
  };
}
