import { lazy, Suspense, useState } from "react";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useExportAccountData } from "../api/export-account-data.ts";
import { settingsMessages } from "../messages/index.ts";

// The dialog (and the modal under it) load when the person opens it.
const DeleteAccountDialog = lazy(() =>
  import("./delete-account-dialog.tsx").then((module) => ({
    default: module.DeleteAccountDialog,
  })),
);

/**
 * "Your data" (docs/product.md#your-data): everything Kosh holds about the person and their
 * household as one file, and deleting the account, asked about in the app's own dialog.
 */
export function YourDataPanel() {
  const t = useMessages(settingsMessages);
  const download = useExportAccountData();
  const [deleting, setDeleting] = useState(false);
  return (
    <section
      aria-labelledby="your-data-heading"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id="your-data-heading"
        className="text-lg font-semibold text-slate-900"
      >
        {t("data.heading")}
      </h2>
      <p className="text-sm text-slate-600">{t("data.intro")}</p>
      <FormAlert message={download.error?.message} />
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {download.data ? t("data.downloaded", { file: download.data }) : ""}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="primary"
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          onClick={() => download.mutate()}
        >
          {download.isPending && <Spinner />}
          {t(download.isPending ? "data.downloading" : "data.download")}
        </Button>
        <Button variant="dangerOutline" onClick={() => setDeleting(true)}>
          {t("delete.open")}
        </Button>
      </div>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </section>
  );
}
