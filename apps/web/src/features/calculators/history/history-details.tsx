import { formatDateTime } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import type { HistoryRecord } from "@kosh/core/history/history-record";
import { Modal } from "../../../components/modal.tsx";
import { calculatorWordMessages } from "../../../lib/i18n/calculator-messages.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { historyMessages } from "../messages/history/index.ts";
import { formatInput, recordLabel, recordTitle } from "./history-format.ts";

interface HistoryDetailsProps {
  record: HistoryRecord;
  onClose: () => void;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="shrink-0 text-slate-600">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Everything one saved calculation holds (docs/product.md#history): inputs, results in rupees, and
 * when.
 */
export function HistoryDetails({ record, onClose }: HistoryDetailsProps) {
  const t = useMessages(historyMessages);
  const locale = useLocale();
  const words = useMessages(calculatorWordMessages[record.type]);
  const title = recordTitle(record, words);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t("inputs")}
      </h3>
      <dl className="mb-4 divide-y divide-slate-100">
        {Object.entries(record.inputs).map(([key, value]) => (
          <Row
            key={key}
            label={recordLabel(record, key, t)}
            value={formatInput(record, key, value, locale, words)}
          />
        ))}
      </dl>
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t("results")}
      </h3>
      <dl className="divide-y divide-slate-100">
        {Object.entries(record.results).map(([key, value]) => (
          <Row
            key={key}
            label={recordLabel(record, key, t)}
            value={formatInr(value)}
          />
        ))}
        <Row
          label={t("calculatedOn")}
          value={formatDateTime(record.timestamp, locale)}
        />
      </dl>
    </Modal>
  );
}
