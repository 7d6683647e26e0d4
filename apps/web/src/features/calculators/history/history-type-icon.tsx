import { calculatorEntry } from "@kosh/core/calculators/calculator-registry";
import type { CalculationType } from "@kosh/core/history/history-record";
import { calculatorWordMessages } from "../../../lib/i18n/calculator-messages.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";

/** The calculator's outline icon from its registry entry, so a list is easy to scan. */
export function HistoryTypeIcon({ type }: { type: CalculationType }) {
  const { icon } = calculatorEntry(type).history!;
  const name = useMessages(calculatorWordMessages[type])(
    `${type}.history.name`,
  );
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
      <svg
        role="img"
        aria-label={name}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5"
      >
        <path d={icon} />
      </svg>
    </span>
  );
}
