import type {
  ImportAction,
  ImportInvestmentsAnswer,
} from "@kosh/core/contracts/investment-import";
import type { ColumnMapping } from "@kosh/core/import/import-fields";
import { formatIndianNumber } from "@kosh/core/format/money";
import { Button } from "../../../components/ui/button.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { importMessages } from "../messages/index.ts";
import { ColumnMappingSection } from "./column-mapping.tsx";
import { ImportRowCard, type RowDecision } from "./import-row.tsx";

interface ImportPreviewProps {
  answer: ImportInvestmentsAnswer;
  choices: {
    mapping?: ColumnMapping;
    fileType?: string;
    decisions: Record<number, RowDecision>;
  };
  busy: boolean;
  /** Why the last request failed, the preview still shown. */
  writeError: string | null;
  onMapping: (mapping: ColumnMapping, fileType: string | undefined) => void;
  onAction: (line: number, action: ImportAction) => void;
  onPick: (
    line: number,
    pick: Pick<RowDecision, "company_id" | "invest_type_id">,
  ) => void;
  onImport: () => void;
  onCancel: () => void;
}

/** The file as the server judged it: its columns to correct, every row, and Import. */
export function ImportPreview({
  answer,
  choices,
  busy,
  writeError,
  onMapping,
  onAction,
  onPick,
  onImport,
  onCancel,
}: ImportPreviewProps) {
  const t = useMessages(importMessages);
  const { summary } = answer;
  const count = (value: number) => formatIndianNumber(value);
  const writing = summary.import + summary.update;
  return (
    <>
      <ColumnMappingSection
        key={JSON.stringify(answer.mapping)}
        header={answer.header}
        mapping={answer.mapping}
        fileType={choices.fileType}
        busy={busy}
        onApply={onMapping}
      />
      <section aria-labelledby="import-rows" className="space-y-4">
        <h2 id="import-rows" className="text-lg font-semibold text-slate-900">
          {t("rows.heading")}
        </h2>
        {answer.rows.length === 0 ? (
          <p className="text-sm text-slate-600">{t("rows.empty")}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              {t("rows.summary", {
                rows: count(answer.rows.length),
                import: count(summary.import),
                update: count(summary.update),
                skip: count(summary.skip),
                refused: count(summary.refused),
              })}
            </p>
            <ol className="space-y-3">
              {answer.rows.map((row) => (
                <ImportRowCard
                  key={row.line}
                  row={row}
                  decision={choices.decisions[row.line] ?? {}}
                  busy={busy}
                  onAction={(action) => onAction(row.line, action)}
                  onPick={(pick) => onPick(row.line, pick)}
                />
              ))}
            </ol>
          </>
        )}
      </section>
      {writeError && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          {writeError}
        </p>
      )}
      <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-slate-200 bg-white/95 py-3">
        <Button
          variant="primary"
          size="md"
          disabled={busy || writing === 0}
          onClick={onImport}
        >
          {writing === 0
            ? t("submit.nothing")
            : writing === 1
              ? t("submit.importOne")
              : t("submit.import", { count: count(writing) })}
        </Button>
        <Button
          variant="secondary"
          size="md"
          disabled={busy}
          onClick={onCancel}
        >
          {t("submit.cancel")}
        </Button>
      </div>
    </>
  );
}
