import { fieldText, parseFieldText } from "@kosh/core/calculators/field-value";
import type {
  FieldValues,
  SliderConfig,
} from "@kosh/core/calculators/slider-config";
import { useMemo, useState, type ReactNode } from "react";
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

/**
 * Slider values plus what is being typed beside them. Only valid values reach `values`;
 * a typed value out of range stays in the box and is never computed. Its message waits until
 * the person leaves the box or asks to calculate, so '1' on the way to '10000' never flashes
 * an error (docs/product.md#live-figures).
 */
export function useSliderForm<F extends readonly SliderConfig[]>(
  fields: F,
  initialValues: FieldValues<F> | (() => FieldValues<F>),
) {
  const locale = useLocale();
  const [stored, setValues] = useState(initialValues);
  const [drafts, setDrafts] = useState<Partial<Record<string, string>>>({});
  // Fields whose message is on screen: left with an invalid value, or a refused Calculate.
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  // What is typed counts whenever today's ranges allow it, not only as it is typed: a choice that
  // widens a range (an MIS made joint) makes a typed ₹12,00,000 the deposit.
  const values = useMemo(() => {
    let next = stored;
    for (const field of fields) {
      const draft = drafts[field.key];
      if (draft === undefined) continue;
      const parsed = parseFieldText(field, draft, locale);
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
    const parsed = parseFieldText(field, draft, locale);
    if (!parsed.ok) errors.push({ field, message: parsed.message });
  }

  const setValue = (key: string, value: number) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const dropDraft = (key: string) =>
    setDrafts((previous) => {
      const { [key]: _dropped, ...rest } = previous;
      return rest;
    });
  const setRevealedKey = (key: string, shown: boolean) =>
    setRevealed((previous) => {
      if (previous.has(key) === shown) return previous;
      const next = new Set(previous);
      if (shown) next.add(key);
      else next.delete(key);
      return next;
    });
  const visibleErrors = errors.filter((error) => revealed.has(error.field.key));

  function bind(field: F[number]): SliderFieldBinding {
    const value = record[field.key] ?? field.defaultValue;
    const draft = drafts[field.key];
    return {
      field,
      value,
      text: draft ?? fieldText(field, value),
      error: visibleErrors.find((error) => error.field.key === field.key)
        ?.message,
      onSlide: (next) => {
        setValue(field.key, next);
        dropDraft(field.key);
        setRevealedKey(field.key, false);
      },
      onType: (text) => {
        setDrafts((previous) => ({ ...previous, [field.key]: text }));
        setRevealedKey(field.key, false);
        const parsed = parseFieldText(field, text, locale);
        if (parsed.ok) setValue(field.key, parsed.value);
      },
      onCommit: () => {
        if (draft === undefined) return;
        // A valid value is shown back in its tidy form; an invalid one stays, with its message.
        if (parseFieldText(field, draft, locale).ok) dropDraft(field.key);
        else setRevealedKey(field.key, true);
      },
    };
  }

  /** Puts in a whole new set of values (a history record loaded), discarding anything typed. */
  function replaceValues(next: FieldValues<F>) {
    setValues(next);
    setDrafts({});
    setRevealed(new Set());
  }

  /** Shows every pending message at once (a Calculate refused). */
  function revealErrors() {
    setRevealed(new Set(errors.map((error) => error.field.key)));
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
