import type {
  ImportAction,
  ImportInvestmentsAnswer,
  ImportInvestmentsInput,
} from "@kosh/core/contracts/investment-import";
import type { ColumnMapping } from "@kosh/core/import/import-fields";
import { useState } from "react";
import { Link } from "wouter";
import { PageHead } from "../../../components/page-head.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import {
  useImportInvestments,
  usePreviewImport,
} from "../api/import-investments.ts";
import { importMessages } from "../messages/index.ts";
import { ChooseFile } from "./choose-file.tsx";
import { ImportDone } from "./import-done.tsx";
import { ImportPreview } from "./import-preview.tsx";
import type { RowDecision } from "./import-row.tsx";

/** What the person has said so far about the file. */
interface Choices {
  mapping?: ColumnMapping;
  fileType?: string;
  decisions: Record<number, RowDecision>;
}

const NO_CHOICES: Choices = { decisions: {} };

function requestOf(csv: string, choices: Choices): ImportInvestmentsInput {
  return {
    csv,
    ...(choices.mapping ? { mapping: choices.mapping } : {}),
    ...(choices.fileType ? { invest_type_id: choices.fileType } : {}),
    rows: Object.entries(choices.decisions).map(([line, decision]) => ({
      line: Number(line),
      ...decision,
    })),
  };
}

/**
 * Import (docs/product.md#import), under My Investments: choose a file or paste rows, see every
 * row as the server judges it (read again with each choice the person makes: the mapping, the
 * file's type, a picked name, a duplicate's fate), then import in one request and see what was
 * written.
 */
export function ImportScreen() {
  const t = useMessages(importMessages);
  const [csv, setCsv] = useState<string | null>(null);
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [refused, setRefused] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  // The last preview stays on screen while the next is read.
  const [answer, setAnswer] = useState<ImportInvestmentsAnswer | null>(null);
  const preview = usePreviewImport();
  const write = useImportInvestments();

  const check = (text: string, next: Choices) => {
    setChoices(next);
    preview.mutate(requestOf(text, next), { onSuccess: setAnswer });
  };
  const start = (text: string) => {
    setReading(false);
    setRefused(null);
    setCsv(text);
    check(text, NO_CHOICES);
  };
  const startAgain = () => {
    setCsv(null);
    setChoices(NO_CHOICES);
    setRefused(null);
    setAnswer(null);
    preview.reset();
    write.reset();
  };
  const decide = (line: number, change: RowDecision) =>
    csv !== null &&
    check(csv, {
      ...choices,
      decisions: {
        ...choices.decisions,
        [line]: { ...choices.decisions[line], ...change },
      },
    });

  const busy = reading || preview.isPending || write.isPending;
  const progress = reading
    ? t("progress.reading")
    : write.isPending
      ? t("progress.importing")
      : preview.isPending
        ? t("progress.checking")
        : "";
  const fileError =
    refused ?? (preview.error && !answer ? preview.error.message : null);

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-8">
      <PageHead title={t("title")} />
      <header className="space-y-2">
        <Link
          href="/dashboard"
          className="text-sm font-medium text-brand-700 underline"
        >
          {t("back")}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("heading")}
        </h1>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </header>
      <p
        role="status"
        className="flex min-h-6 items-center gap-2 text-sm text-slate-700"
      >
        {progress && <Spinner />}
        {progress}
      </p>
      {fileError && (
        <div
          role="alert"
          className="rounded-xl bg-red-50 p-4 ring-1 ring-red-200"
        >
          <h2 className="font-semibold text-red-900">{t("failed.heading")}</h2>
          <p className="mt-1 text-sm text-red-800">{fileError}</p>
        </div>
      )}
      {write.data ? (
        <ImportDone answer={write.data} onAgain={startAgain} />
      ) : csv === null || !answer ? (
        <ChooseFile
          busy={busy}
          onReading={() => setReading(true)}
          onRefused={(message) => {
            setReading(false);
            setRefused(message);
          }}
          onText={start}
        />
      ) : (
        <ImportPreview
          answer={answer}
          choices={choices}
          busy={busy}
          writeError={write.error?.message ?? preview.error?.message ?? null}
          onMapping={(mapping, fileType) =>
            check(csv, { ...choices, mapping, fileType })
          }
          onAction={(line, action: ImportAction) => decide(line, { action })}
          onPick={(line, pick) => decide(line, pick)}
          onImport={() => write.mutate(requestOf(csv, choices))}
          onCancel={startAgain}
        />
      )}
    </div>
  );
}
