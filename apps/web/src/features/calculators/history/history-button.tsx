import type {
  CalculationType,
  HistoryRecord,
} from "@kosh/core/history/history-record";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Icon } from "../../../components/ui/icon.tsx";
import { ModalLoading } from "../../../components/modal-loading.tsx";
import { useHistory } from "./history-store.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { calculatorScreenMessages } from "../messages/index.ts";

const loadModal = () => import("./history-modal.tsx");
// The modal (and Radix Dialog with it) loads only when someone opens it.
const HistoryModal = lazy(loadModal);

interface HistoryButtonProps {
  type: CalculationType;
  onLoad: (record: HistoryRecord) => void;
}

/**
 * The History button with the saved-record count (docs/product.md#history), opening the History
 * modal.
 */
export function HistoryButton({ type, onLoad }: HistoryButtonProps) {
  const t = useMessages(calculatorScreenMessages);
  const records = useHistory();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="shadow-sm"
        onClick={() => setOpen(true)}
        // Fetch the modal while the pointer is on its way, so it opens at once.
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
      >
        <Icon name="history" className="size-5 text-slate-500" />
        {t("history.button")}
        <span className="min-w-6 rounded-full bg-brand-100 px-1.5 text-center text-sm font-semibold text-brand-800">
          {records.length}
          <span className="sr-only"> {t("history.saved")}</span>
        </span>
      </Button>
      {open && (
        <Suspense fallback={<ModalLoading />}>
          <HistoryModal
            onClose={() => setOpen(false)}
            loadableType={type}
            onLoad={onLoad}
          />
        </Suspense>
      )}
    </>
  );
}
