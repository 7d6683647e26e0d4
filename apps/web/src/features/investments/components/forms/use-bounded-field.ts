import { fieldText, parseFieldText } from "@kosh/core/calculators/field-value";
import type { SliderConfig } from "@kosh/core/calculators/slider-config";
import { useState } from "react";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import type { SliderFieldBinding } from "../../../../components/use-slider-form.ts";

interface Edit {
  text: string;
  /** The value before this edit began: what an out-of-bounds entry falls back to. */
  before: number;
}

/**
 * One slider with its typed box, where a typed value outside the bounds is discarded
 * (docs/product.md#add-an-investment): while typing it is flagged, and on leaving the box, or
 * submitting, the value returns to what it was before the edit rather than to a half-typed number
 * on the way. `field` carries its label in the page's language, which the messages name.
 */
export function useBoundedField(field: SliderConfig) {
  const locale = useLocale();
  const [value, setValue] = useState(field.defaultValue);
  const [edit, setEdit] = useState<Edit | null>(null);
  const parsed = edit ? parseFieldText(field, edit.text, locale) : null;
  const error = parsed && !parsed.ok ? parsed.message : undefined;

  /** The value to use now: an unfinished out-of-bounds entry counts as discarded. */
  const settled = edit && error ? edit.before : value;

  function settle(): number {
    if (edit) {
      setValue(settled);
      setEdit(null);
    }
    return settled;
  }

  const binding: SliderFieldBinding = {
    field,
    value,
    text: edit ? edit.text : fieldText(field, value),
    error,
    onSlide: (next) => {
      setValue(next);
      setEdit(null);
    },
    onType: (text) => {
      setEdit({ text, before: edit ? edit.before : value });
      const typed = parseFieldText(field, text, locale);
      if (typed.ok) setValue(typed.value);
    },
    onCommit: () => void settle(),
  };
  return { binding, value: settled, settle };
}
