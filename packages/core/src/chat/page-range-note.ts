import { formatFieldValue, isWithinRange } from "../calculators/field-value.ts";
import { PAGE_FIELDS } from "../calculators/calculator-registry.ts";
import { labelledFields } from "../calculators/calculator-words.ts";
import { say, type ChatLanguage } from "./assistant-texts.ts";
import type { CalculatorInputs } from "./calculator-link.ts";

/**
 * The assistant accepts wider figures than the calculator pages' sliders
 * (docs/product.md#chat-assistant), and a page opens a link's out-of-range figure at its default.
 * The card says so, in the reply's language, rather than let the two disagree.
 */
export function pageRangeNote<T extends keyof CalculatorInputs>(
  calculator: T,
  inputs: CalculatorInputs[T],
  language: ChatLanguage,
): string | undefined {
  const record: Record<string, unknown> = { ...inputs };
  const fields = labelledFields(
    calculator,
    PAGE_FIELDS[calculator],
    (key) => language.calculators[key],
  );
  const outside = fields.filter((field) => {
    const value = record[field.key];
    return typeof value === "number" && !isWithinRange(field, value);
  });
  if (outside.length === 0) return undefined;
  const ranges = outside
    .map((field) =>
      say(language, "pageRange.field", {
        label: field.label,
        min: formatFieldValue(
          { ...field, zeroLabel: undefined },
          field.min,
          language.locale,
        ),
        max: formatFieldValue(field, field.max, language.locale),
      }),
    )
    .reduce((first, second) =>
      say(language, "pageRange.fields", { first, second }),
    );
  return say(language, "pageRange.note", { ranges });
}
