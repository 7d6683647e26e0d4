import type {
  ImportInvestmentsAnswer,
  ImportInvestmentsInput,
} from "@kosh/core/contracts/investment-import";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

/** The investments' entries, loaded on the first call: they carry zod (docs/architecture.md#first-paint). */
const loadImportEntry = () =>
  import("@kosh/core/api/investments").then(
    (module) => module.investmentEndpoints.import,
  );

/** What My Investments keys its queries under; an import changes the list. */
const INVESTMENTS_KEY = ["investments"] as const;

/**
 * `POST /api/investments/import` (docs/product.md#import): the file's text and the person's
 * decisions, as a preview (`dryRun`, nothing written) or the import itself.
 */
export function importInvestments(
  body: ImportInvestmentsInput,
  dryRun: boolean,
): Promise<ImportInvestmentsAnswer> {
  return loadImportEntry().then((entry) =>
    callEndpoint(entry, {
      body,
      query: dryRun ? { dry_run: "true" } : {},
    }),
  );
}

/** The preview, read again whenever the mapping, the file's type or a picked name changes. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (body: ImportInvestmentsInput) => importInvestments(body, true),
  });
}

/** The import; My Investments is asked for again once it is written. */
export function useImportInvestments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportInvestmentsInput) =>
      importInvestments(body, false),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: INVESTMENTS_KEY }),
  });
}
