import { parseFieldText } from "@kosh/core/calculators/field-value";
import type { SliderConfig } from "@kosh/core/calculators/slider-config";
import { useState } from "react";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import {
  typedFieldBinding,
  type TypedDraft,
} from "../../../../components/use-slider-form.ts";

/**
 * One slider with its typed box, kept as the calculators keep theirs
 * (docs/product.md#add-an-investment): a value typed outside the bounds stays in the box with its
 * message until corrected, and a submit is refused while it does. `field` carries its label in
 * the page's language, which the messages name.
 */
export function useBoundedField(field: SliderConfig) {
  const locale = useLocale();
  const [stored, setStored] = useState(field.defaultValue);
  const [draft, setDraft] = useState<TypedDraft>();
  const typed = draft ? parseFieldText(field, draft.text, locale) : null;
  // What is typed counts whenever today's bounds allow it: a type that widens them, or narrows.
  const value = typed?.ok ? typed.value : stored;

  return {
    binding: typedFieldBinding(field, value, draft, locale, {
      setValue: setStored,
      setDraft,
    }),
    /** The last usable value, which the figures use. */
    value,
    /** A submit's check: false, with the message shown, while the box holds what cannot be used. */
    usable(): boolean {
      if (!draft || typed?.ok) return true;
      setDraft({ ...draft, shown: true });
      return false;
    },
  };
}
