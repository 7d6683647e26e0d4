import type { ExtraPaymentFrequency } from "@kosh/core/calculators/amortization";
import { useRef } from "react";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useChangesBeforeHydration } from "../../../lib/use-hydrated.ts";
import { amortizationMessages } from "../messages/amortization/index.ts";

/** The two frequencies, each named by its message (messages/amortization). */
const OPTIONS = [
  "monthly",
  "yearly",
] as const satisfies readonly ExtraPaymentFrequency[];

interface FrequencyFieldProps {
  value: ExtraPaymentFrequency;
  onChange: (value: ExtraPaymentFrequency) => void;
}

/** Monthly or yearly extra payment, as two radio buttons styled as a switch. */
export function FrequencyField({ value, onChange }: FrequencyFieldProps) {
  const t = useMessages(amortizationMessages);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // Picked before the page's script had run: the schedule follows it now.
  useChangesBeforeHydration(() => {
    const picked = OPTIONS.find(
      (option) =>
        fieldset.current?.querySelector<HTMLInputElement>(
          `input[value="${option}"]`,
        )?.checked,
    );
    if (picked && picked !== value) onChange(picked);
  });
  return (
    <fieldset ref={fieldset}>
      <legend className="mb-2 font-medium text-slate-800">
        {t("frequency")}
      </legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {OPTIONS.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-lg px-3 py-2 text-center font-medium text-slate-600 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="extra-payment-frequency"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
