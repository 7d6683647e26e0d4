import {
  INTEREST_SCHEDULE_LABELS,
  INTEREST_SCHEDULES,
} from "@kosh/core/deposits/interest-schedule";
import type { ReactNode } from "react";
import {
  FormField,
  inputClass,
} from "../../../../components/form/form-field.tsx";

interface InterestScheduleSelectProps {
  /** A schedule, or "" for none recorded. */
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
}

/** How the bank pays the interest, in the words on the deposit receipt (docs/product.md#interest-schedules). */
export function InterestScheduleSelect({
  value,
  onChange,
  hint,
  error,
}: InterestScheduleSelectProps) {
  return (
    <FormField label="How interest is paid" hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        >
          {INTEREST_SCHEDULES.map((schedule) => (
            <option key={schedule} value={schedule}>
              {INTEREST_SCHEDULE_LABELS[schedule]}
            </option>
          ))}
          <option value="">Not recorded (a yearly estimate)</option>
        </select>
      )}
    </FormField>
  );
}
