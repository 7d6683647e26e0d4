import {
  historyFileName,
  historyJson,
} from "@kosh/core/history/history-export";
import type {
  CalculationType,
  HistoryRecord,
} from "@kosh/core/history/history-record";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmButton } from "../../../components/confirm-dialog.tsx";
import { downloadFile } from "../../../components/download-file.ts";
import { Modal } from "../../../components/modal.tsx";
import { HistoryDetails } from "./history-details.tsx";
import { HistoryItem } from "./history-item.tsx";
import {
  clearHistory,
  deleteFromHistory,
  useHistory,
} from "./history-store.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { historyMessages } from "../messages/history/index.ts";

export interface HistoryModalProps {
  onClose: () => void;
  /** Records of this type get a Load action on this page. */
  loadableType?: CalculationType;
  onLoad?: (record: HistoryRecord) => void;
}

/** The History modal (docs/product.md#history): saved SIP and FD calculations on this device. */
export default function HistoryModal({
  onClose,
  loadableType,
  onLoad,
}: HistoryModalProps) {
  const t = useMessages(historyMessages);
  const records = useHistory();
  const [viewing, setViewing] = useState<HistoryRecord | null>(null);

  const actions = records.length > 0 && (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="whitespace-nowrap"
        onClick={() =>
          downloadFile(
            historyFileName(),
            new Blob([historyJson(records)], { type: "application/json" }),
          )
        }
      >
        {t("export")}
      </Button>
      <ConfirmButton
        label={t("clearAll")}
        title={t("clearTitle")}
        message={t("clearConfirmation")}
        onConfirm={clearHistory}
      />
    </>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("title")}
      actions={actions}
      size="lg"
    >
      {records.length === 0 ? (
        <div className="py-10 text-center">
          <p className="font-semibold">{t("empty")}</p>
          <p className="mt-1 text-slate-600">{t("emptyNote")}</p>
        </div>
      ) : (
        <ul className="-my-4 divide-y divide-slate-100">
          {records.map((record) => (
            <HistoryItem
              key={record.id}
              record={record}
              onView={() => setViewing(record)}
              onLoad={
                onLoad && record.type === loadableType
                  ? () => {
                      onClose();
                      onLoad(record);
                    }
                  : undefined
              }
              onDelete={() => deleteFromHistory(record.id)}
            />
          ))}
        </ul>
      )}
      {viewing && (
        <HistoryDetails record={viewing} onClose={() => setViewing(null)} />
      )}
    </Modal>
  );
}
