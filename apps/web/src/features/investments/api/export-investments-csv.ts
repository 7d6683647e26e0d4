import { todayIso } from "@kosh/core/format/date";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";
import { downloadFile } from "../../../components/download-file.ts";

/**
 * Downloads `GET /api/investments/export.csv`. A plain link cannot carry the bearer token, so the
 * file is fetched through the API client and handed to the browser to save.
 */
export async function exportInvestmentsCsv(): Promise<void> {
  const file = await callEndpoint(
    (await loadInvestmentEndpoints()).exportCsv,
    {},
    { responseType: "blob", fallbackMessage: "investments.exportFailed" },
  );
  downloadFile(
    file instanceof File ? file.name : `kosh-investments-${todayIso()}.csv`,
    file,
  );
}
