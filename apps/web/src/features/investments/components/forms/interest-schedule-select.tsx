import {
  interestScheduleLabel,
  INTEREST_SCHEDULES,
} from "@kosh/core/deposits/interest-schedule";
import type { ReactNode } from "react";
import {
  FormField,
  inputClass,
} from "../../../../components/form/form-field.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { depositMessages } from "../../messages/index.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";

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
  const t = useMessages(investmentFormMessages);
  const depositWords = useMessages(depositMessages);
  return (
    <FormField label={t("field.schedule")} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        >
          {INTEREST_SCHEDULES.map((schedule) => (
            <option key={schedule} value={schedule}>
              {interestScheduleLabel(schedule, depositWords)}
            </option>
          ))}
          <option value="">{t("field.scheduleNotRecorded")}</option>
        </select>
      )}
    </FormField>
  );
}
