import { formatFieldValue, isWithinRange } from "../calculators/field-value.ts";
import { PAGE_FIELDS } from "../calculators/calculator-registry.ts";
import { labelledFields } from "../calculators/calculator-words.ts";
import calculatorWords from "../calculators/messages/en.ts";
import type { CalculatorInputs } from "./calculator-link.ts";

/**
 * The assistant accepts wider figures than the calculator pages' sliders
 * (docs/product.md#chat-assistant), and a page opens a link's out-of-range figure at its default.
 * The card says so rather than let the two disagree.
 */
export function pageRangeNote<T extends keyof CalculatorInputs>(
  calculator: T,
  inputs: CalculatorInputs[T],
): string | undefined {
  const record: Record<string, unknown> = { ...inputs };
  const fields = labelledFields(
    calculator,
    PAGE_FIELDS[calculator],
    (key) => calculatorWords[key],
  );
  const outside = fields.filter((field) => {
    const value = record[field.key];
    return typeof value === "number" && !isWithinRange(field, value);
  });
  if (outside.length === 0) return undefined;
  const ranges = outside.map(
    (field) =>
      `${field.label} from ${formatFieldValue({ ...field, zeroLabel: undefined }, field.min)} to ${formatFieldValue(field, field.max)}`,
  );
  return `The calculator page's sliders cover ${ranges.join(" and ")}, so it opens with its own default there.`;
}
