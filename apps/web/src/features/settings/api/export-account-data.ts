import { accountEndpoints } from "@kosh/core/api/account";
import { todayIso } from "@kosh/core/format/date";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../components/download-file.ts";
import { callEndpoint } from "../../../lib/api-client.ts";

/**
 * Downloads `GET /api/account/export` (docs/product.md#your-data): everything Kosh holds about the
 * person and their household as one JSON file, named as the server names it. A plain link cannot
 * carry the bearer token, so the file comes through the API client; its name is answered.
 */
export async function exportAccountData(): Promise<string> {
  const file = await callEndpoint(
    accountEndpoints.exportData,
    {},
    { responseType: "blob", fallbackMessage: "account.exportFailed" },
  );
  const name =
    file instanceof File ? file.name : `kosh-data-${todayIso()}.json`;
  downloadFile(name, file);
  return name;
}

export function useExportAccountData() {
  return useMutation({ mutationFn: exportAccountData });
}
