import { fieldText, parseFieldText } from "@kosh/core/calculators/field-value";
import type {
  FieldValues,
  SliderConfig,
} from "@kosh/core/calculators/slider-config";
import { useMemo, useState, type ReactNode } from "react";
import type { Locale } from "@kosh/core/i18n/locale";
import { useLocale } from "../lib/i18n/locale.tsx";

export interface SliderFieldBinding {
  field: SliderConfig;
  value: number;
  /** What the typed box shows: the person's own text while they edit, else the value. */
  text: string;
  error: string | undefined;
  onSlide: (value: number) => void;
  onType: (text: string) => void;
  onCommit: () => void;
  /** For a period: the switch between its units (years, months, days), under its label. */
  unitSwitch?: ReactNode;
}

export interface FieldError {
  field: SliderConfig;
  message: string;
}

/** What a slider's typed box holds beside its value: the text being typed, and whether its message shows. */
export interface TypedDraft {
  text: string;
  shown: boolean;
}

/**
 * One slider and its typed box, the one rule for every bounded field (docs/product.md#live-figures):
 * a usable typed value counts at once; one that cannot be used stays in the box as typed, never
 * computed, and its message, naming the field and its bounds, waits until the person leaves the
 * box (or submits), so '1' on the way to '10000' never flashes an error; moving the slider drops it.
 */
export function typedFieldBinding(
  field: SliderConfig,
  value: number,
  draft: TypedDraft | undefined,
  locale: Locale,
  update: {
    setValue: (value: number) => void;
    setDraft: (draft: TypedDraft | undefined) => void;
  },
): SliderFieldBinding {
  const parsed = draft ? parseFieldText(field, draft.text, locale) : null;
  return {
    field,
    value,
    text: draft ? draft.text : fieldText(field, value),
    error: parsed && !parsed.ok && draft?.shown ? parsed.message : undefined,
    onSlide: (next) => {
      update.setValue(next);
      update.setDraft(undefined);
    },
    onType: (text) => {
      update.setDraft({ text, shown: false });
      const typed = parseFieldText(field, text, locale);
      if (typed.ok) update.setValue(typed.value);
    },
    onCommit: () => {
      if (!draft || !parsed) return;
      // A valid value is shown back in its tidy form; an invalid one stays, with its message.
      update.setDraft(parsed.ok ? undefined : { ...draft, shown: true });
    },
  };
}

/**
 * Slider values plus what is being typed beside them. Only valid values reach `values`;
 * a typed value out of range stays in the box and is never computed (typedFieldBinding).
 */
export function useSliderForm<F extends readonly SliderConfig[]>(
  fields: F,
  initialValues: FieldValues<F> | (() => FieldValues<F>),
) {
  const locale = useLocale();
  const [stored, setValues] = useState(initialValues);
  const [drafts, setDrafts] = useState<Partial<Record<string, TypedDraft>>>({});
  // What is typed counts whenever today's ranges allow it, not only as it is typed: a choice that
  // widens a range (an MIS made joint) makes a typed ₹12,00,000 the deposit.
  const values = useMemo(() => {
    let next = stored;
    for (const field of fields) {
      const draft = drafts[field.key];
      if (draft === undefined) continue;
      const parsed = parseFieldText(field, draft.text, locale);
      const key = field.key as keyof FieldValues<F>;
      if (parsed.ok && next[key] !== parsed.value)
        next = { ...next, [key]: parsed.value };
    }
    return next;
  }, [stored, drafts, fields, locale]);
  const record: Record<string, number> = values;

  const errors: FieldError[] = [];
  for (const field of fields) {
    const draft = drafts[field.key];
    if (draft === undefined) continue;
    const parsed = parseFieldText(field, draft.text, locale);
    if (!parsed.ok) errors.push({ field, message: parsed.message });
  }
  // The messages on screen: a field left with an invalid value, or a refused Calculate.
  const visibleErrors = errors.filter(
    (error) => drafts[error.field.key]?.shown,
  );

  function bind(field: F[number]): SliderFieldBinding {
    return typedFieldBinding(
      field,
      record[field.key] ?? field.defaultValue,
      drafts[field.key],
      locale,
      {
        setValue: (value) =>
          setValues((previous) => ({ ...previous, [field.key]: value })),
        setDraft: (draft) =>
          setDrafts((previous) => {
            const { [field.key]: _dropped, ...rest } = previous;
            return draft ? { ...rest, [field.key]: draft } : rest;
          }),
      },
    );
  }

  /** Puts in a whole new set of values (a history record loaded), discarding anything typed. */
  function replaceValues(next: FieldValues<F>) {
    setValues(next);
    setDrafts({});
  }

  /** Shows every pending message at once (a Calculate refused). */
  function revealErrors() {
    setDrafts((previous) => {
      const next: Partial<Record<string, TypedDraft>> = {};
      for (const [key, draft] of Object.entries(previous))
        if (draft) next[key] = { ...draft, shown: true };
      return next;
    });
  }

  return {
    values,
    /** Every typed value that cannot be used, shown or not yet. */
    errors,
    /** The messages on screen. */
    visibleErrors,
    bind,
    replaceValues,
    revealErrors,
  };
}
