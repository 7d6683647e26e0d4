import { fieldText, parseFieldText } from "@kosh/core/calculators/field-value";
import type {
  FieldValues,
  SliderConfig,
} from "@kosh/core/calculators/slider-config";
import { useState } from "react";

export interface SliderFieldBinding {
  field: SliderConfig;
  value: number;
  /** What the typed box shows: the person's own text while they edit, else the value. */
  text: string;
  error: string | undefined;
  onSlide: (value: number) => void;
  onType: (text: string) => void;
  onCommit: () => void;
}

export interface FieldError {
  field: SliderConfig;
  message: string;
}

/**
 * Slider values plus what is being typed beside them. Only valid values reach `values`;
 * a typed value out of range stays in the box with its message and is never computed.
 */
export function useSliderForm<F extends readonly SliderConfig[]>(
  fields: F,
  initialValues: FieldValues<F> | (() => FieldValues<F>),
) {
  const [values, setValues] = useState(initialValues);
  const [drafts, setDrafts] = useState<Partial<Record<string, string>>>({});
  const record: Record<string, number> = values;

  const errors: FieldError[] = [];
  for (const field of fields) {
    const draft = drafts[field.key];
    if (draft === undefined) continue;
    const parsed = parseFieldText(field, draft);
    if (!parsed.ok) errors.push({ field, message: parsed.message });
  }

  const setValue = (key: string, value: number) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const dropDraft = (key: string) =>
    setDrafts((previous) => {
      const { [key]: _dropped, ...rest } = previous;
      return rest;
    });

  function bind(field: F[number]): SliderFieldBinding {
    const value = record[field.key] ?? field.defaultValue;
    const draft = drafts[field.key];
    return {
      field,
      value,
      text: draft ?? fieldText(field, value),
      error: errors.find((error) => error.field.key === field.key)?.message,
      onSlide: (next) => {
        setValue(field.key, next);
        dropDraft(field.key);
      },
      onType: (text) => {
        setDrafts((previous) => ({ ...previous, [field.key]: text }));
        const parsed = parseFieldText(field, text);
        if (parsed.ok) setValue(field.key, parsed.value);
      },
      onCommit: () => {
        // A valid value is shown back in its tidy form; an invalid one stays for the person to fix.
        if (draft !== undefined && parseFieldText(field, draft).ok) {
          dropDraft(field.key);
        }
      },
    };
  }

  /** Puts in a whole new set of values (a history record loaded), discarding anything typed. */
  function replaceValues(next: FieldValues<F>) {
    setValues(next);
    setDrafts({});
  }

  return { values, errors, bind, replaceValues };
}
