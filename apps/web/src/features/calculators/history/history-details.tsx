import { formatDateTime } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { historyLabel } from "@kosh/core/history/history-export";
import type { HistoryRecord } from "@kosh/core/history/history-record";
import { Modal } from "../../../components/modal.tsx";
import { formatInput } from "./history-format.ts";

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
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={record.title}
    >
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Inputs
      </h3>
      <dl className="mb-4 divide-y divide-slate-100">
        {Object.entries(record.inputs).map(([key, value]) => (
          <Row
            key={key}
            label={historyLabel(key)}
            value={formatInput(record, key, value)}
          />
        ))}
      </dl>
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Results
      </h3>
      <dl className="divide-y divide-slate-100">
        {Object.entries(record.results).map(([key, value]) => (
          <Row key={key} label={historyLabel(key)} value={formatInr(value)} />
        ))}
        <Row label="Calculated On" value={formatDateTime(record.timestamp)} />
      </dl>
    </Modal>
  );
}
