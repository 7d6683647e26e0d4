import { decodeCsvBytes } from "@kosh/core/import/decode-csv-bytes";
import { IMPORT_LIMITS } from "@kosh/core/import/import-limits";
import { FILE_TOO_LARGE } from "@kosh/core/import/decode-csv-bytes";
import { useState } from "react";
import {
  FormField,
  inputClass,
  textAreaClass,
} from "../../../components/form/form-field.tsx";
import { downloadFile } from "../../../components/download-file.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { importMessages, importWords } from "../messages/index.ts";

/** A file's bytes, read with FileReader, which every browser the app supports has. */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsArrayBuffer(file);
  });
}

interface ChooseFileProps {
  /** The file's text, decoded on the device; the server reads it for the preview. */
  onText: (text: string) => void;
  /** Why the chosen file cannot be read, in the page's language. */
  onRefused: (message: string) => void;
  /** A chosen file is being read. */
  onReading: () => void;
  busy: boolean;
}

/**
 * The first step of the import (docs/product.md#import): a CSV file chosen (decoded here, UTF-8 or
 * UTF-16, refused past 5 MB or when binary, with core's words) or rows pasted, and the template.
 */
export function ChooseFile({
  onText,
  onRefused,
  onReading,
  busy,
}: ChooseFileProps) {
  const t = useMessages(importMessages);
  const words = useMessages(importWords);
  const locale = useLocale();
  const [pasted, setPasted] = useState("");

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    onReading();
    if (file.size > IMPORT_LIMITS.bytes)
      return onRefused(words(FILE_TOO_LARGE.key, FILE_TOO_LARGE.values));
    let bytes: Uint8Array;
    try {
      bytes = await bytesOf(file);
    } catch {
      return onRefused(t("failed.unreadable"));
    }
    const text = decodeCsvBytes(bytes);
    if (!text.ok)
      return onRefused(words(text.problem.key, text.problem.values));
    onText(text.value);
  };

  const downloadTemplate = async () => {
    const { importTemplateCsv } =
      await import("@kosh/core/import/import-template");
    downloadFile(
      "kosh-import-template.csv",
      new Blob([importTemplateCsv(locale)], { type: "text/csv" }),
    );
  };

  return (
    <section aria-labelledby="import-choose" className="space-y-4">
      <h2 id="import-choose" className="text-lg font-semibold text-slate-900">
        {t("choose.heading")}
      </h2>
      <FormField label={t("choose.file")} hint={t("choose.fileHint")}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            disabled={busy}
            onChange={(event) => void readFile(event.target.files?.[0])}
            className={`${inputClass} h-auto py-2`}
          />
        )}
      </FormField>
      <p className="text-sm text-slate-500">{t("choose.or")}</p>
      <FormField label={t("choose.paste")} hint={t("choose.pasteHint")}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={pasted}
            disabled={busy}
            onChange={(event) => setPasted(event.target.value)}
            className={`${textAreaClass} font-mono text-sm`}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          size="md"
          disabled={busy || pasted.trim() === ""}
          onClick={() => onText(pasted)}
        >
          {t("choose.read")}
        </Button>
        <Button
          variant="secondary"
          size="md"
          onClick={() => void downloadTemplate()}
        >
          {t("choose.template")}
        </Button>
      </div>
      <p className="text-xs text-slate-500">{t("choose.templateHint")}</p>
    </section>
  );
}
