import type { ChoiceValue } from "@kosh/core/calculators/slider-config";
import { useRef } from "react";
import { useChangesBeforeHydration } from "../lib/use-hydrated.ts";

/** The columns of the switch, one an option (a class Tailwind can find written whole). */
const COLUMNS: Record<number, string> = {
  2: "grid-cols-2",
  3: "grid-cols-3",
  4: "grid-cols-4",
};

interface ChoiceFieldProps<V extends ChoiceValue> {
  /** The radio group's name, unique on the page (the field's key). */
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/**
 * One of a few options (docs/architecture.md#adding-a-calculator): radio buttons styled as a
 * switch, one keyboard stop, each option named. The amortization page's frequency and every
 * calculator's choice fields (PPF's frequency, a Time Deposit's years).
 */
export function ChoiceField<V extends ChoiceValue>({
  name,
  legend,
  options,
  value,
  onChange,
}: ChoiceFieldProps<V>) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // Picked before the page's script had run: the figures follow it now.
  useChangesBeforeHydration(() => {
    const picked = options.find(
      (option) =>
        fieldset.current?.querySelector<HTMLInputElement>(
          `input[value="${String(option.value)}"]`,
        )?.checked,
    );
    if (picked && picked.value !== value) onChange(picked.value);
  });
  return (
    <fieldset ref={fieldset} data-field={name}>
      <legend className="mb-2 font-medium text-slate-800">{legend}</legend>
      <div
        className={`grid ${COLUMNS[options.length] ?? "grid-cols-2"} gap-1 rounded-xl bg-slate-100 p-1`}
      >
        {options.map((option) => (
          <label
            key={String(option.value)}
            className="cursor-pointer rounded-lg px-3 py-2 text-center font-medium text-slate-600 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
