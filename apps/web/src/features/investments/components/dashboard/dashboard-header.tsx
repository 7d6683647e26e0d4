import { useState } from "react";
import { Spinner } from "../../../../components/spinner.tsx";
import { exportInvestmentsCsv } from "../../api/export-investments-csv.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";
import { useShownHousehold } from "../../../../lib/households.ts";

/**
 * The page title with its two actions. Add Investment is there unless the household shown is
 * shared with the person to view only, which it says instead (docs/product.md#household). Without
 * `onAdd` (the page drawn while the session is checked) it is in its place, not yet usable.
 */
export function DashboardHeader({
  onAdd,
  canExport,
}: {
  onAdd?: () => void;
  canExport: boolean;
}) {
  const t = useMessages(investmentMessages);
  const shown = useShownHousehold();
  const viewOnly = shown?.role === "view";
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      await exportInvestmentsCsv();
    } catch (error) {
      setExportError(
        error instanceof Error ? error.message : t("header.exportFailed"),
      );
    } finally {
      setExporting(false);
    }
  }

  return (
    <header className="flex flex-wrap items-end gap-3">
      <div className="mr-auto min-w-0">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("header.heading")}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t("header.lead")}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {canExport && (
          <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
            {exporting && <Spinner />}
            {t("header.export")}
          </Button>
        )}
        {!viewOnly && (
          <Button variant="primary" onClick={onAdd} disabled={!onAdd}>
            {t("header.add")}
          </Button>
        )}
      </div>
      {viewOnly && (
        <p className="w-full rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {t("header.viewOnly", { name: shown.household?.name ?? "" })}
        </p>
      )}
      {exportError && (
        <p role="alert" className="w-full text-right text-sm text-red-700">
          {exportError}
        </p>
      )}
    </header>
  );
}
