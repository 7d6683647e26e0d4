import type {
  CalculationType,
  HistoryRecord,
} from "@kosh/core/history/history-record";
import { lazy, Suspense, useState } from "react";
import { ModalLoading } from "../../../components/modal-loading.tsx";
import { useHistory } from "./history-store.ts";

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
  const records = useHistory();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        // Fetch the modal while the pointer is on its way, so it opens at once.
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        className="inline-flex items-center gap-2 rounded-lg bg-white px-3.5 py-2 font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          className="size-5 text-slate-500"
        >
          <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3" />
        </svg>
        History
        <span className="min-w-6 rounded-full bg-brand-100 px-1.5 text-center text-sm font-semibold text-brand-800">
          {records.length}
          <span className="sr-only"> saved</span>
        </span>
      </button>
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
