import type words from "./messages/en.ts";
import type { CalculatorSlug } from "./calculator-registry.ts";
import type {
  ChoiceConfig,
  ChoiceShape,
  SliderConfig,
  SliderShape,
} from "./slider-config.ts";

/** A key of the calculators' page words (messages/en.ts). */
export type CalculatorWordKey = keyof typeof words & string;

/**
 * The calculators' words in one language: the web's loaded dictionary (`useMessages`), or on the
 * server a dictionary it imports, read by key (docs/decisions/0038-hindi-with-typed-dictionaries.md).
 */
export type CalculatorWords = (
  key: CalculatorWordKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** The key of a word of a calculator: `wordKey("sip", "result.maturityAmount")`. */
export function wordKey(slug: CalculatorSlug, part: string): CalculatorWordKey {
  return `${slug}.${part}` as CalculatorWordKey;
}

/** Sliders with their words: each of `F` with its label, in the same order and with the same keys. */
export type Labelled<F extends readonly SliderShape[]> = {
  readonly [Index in keyof F]: F[Index] &
    Pick<SliderConfig, "label" | "zeroLabel">;
};

/**
 * A calculator's sliders (its registry entry's `fields`) with their labels, and 'No Extra Payment'
 * where a field names its zero, in the language of `t`.
 */
export function labelledFields<F extends readonly SliderShape[]>(
  slug: CalculatorSlug,
  fields: F,
  t: CalculatorWords,
): Labelled<F> {
  // `map` keeps the order and the length, which its type does not say of a tuple.
  return fields.map((field) => ({
    ...field,
    label: t(wordKey(slug, `field.${field.key}`)),
    ...(field.namesZero
      ? { zeroLabel: t(wordKey(slug, `field.${field.key}.zero`)) }
      : {}),
  })) as unknown as Labelled<F>;
}

/**
 * A calculator's choices (its detail's `choices`) with their words in the language of `t`: the
 * legend `<slug>.field.<key>` and each option's `<slug>.field.<key>.option.<value>`.
 */
export function labelledChoices(
  slug: CalculatorSlug,
  choices: readonly ChoiceShape[],
  t: CalculatorWords,
): ChoiceConfig[] {
  return choices.map((choice) => ({
    ...choice,
    label: t(wordKey(slug, `field.${choice.key}`)),
    optionLabels: choice.options.map((option) =>
      t(wordKey(slug, `field.${choice.key}.option.${String(option)}`)),
    ),
  }));
}
