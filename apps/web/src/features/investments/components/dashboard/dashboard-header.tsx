import { useState } from "react";
import { Spinner } from "../../../../components/spinner.tsx";
import { exportInvestmentsCsv } from "../../api/export-investments-csv.ts";
import { Button } from "../../../../components/ui/button.tsx";

/** The page title with its two actions: Add Investment is always there. */
export function DashboardHeader({
  onAdd,
  canExport,
}: {
  onAdd: () => void;
  canExport: boolean;
}) {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      await exportInvestmentsCsv();
    } catch (error) {
      setExportError(
        error instanceof Error ? error.message : "Failed to export investments",
      );
    } finally {
      setExporting(false);
    }
  }

  return (
    <header className="flex flex-wrap items-end gap-3">
      <div className="mr-auto min-w-0">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          My Investments
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Deposits, bonds and savings schemes, with what they will pay and when.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {canExport && (
          <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
            {exporting && <Spinner />}
            Export CSV
          </Button>
        )}
        <Button variant="primary" onClick={onAdd}>
          Add Investment
        </Button>
      </div>
      {exportError && (
        <p role="alert" className="w-full text-right text-sm text-red-700">
          {exportError}
        </p>
      )}
    </header>
  );
}
