import { todayIso } from "@kosh/core/format/date";
import { API_BASE, ApiError, readToken } from "../../../lib/api-client.ts";
import { downloadFile } from "../../../components/download-file.ts";

const FALLBACK = "Failed to export investments";

/**
 * Downloads `GET /api/investments/export.csv`. A plain link cannot carry the bearer token, so the
 * file is fetched here and handed to the browser to save.
 */
export async function exportInvestmentsCsv(): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/investments/export.csv`, {
      headers: {
        Accept: "text/csv",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError(
      0,
      "Could not reach Kosh. Check your connection and try again.",
    );
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as {
      message?: unknown;
    } | null;
    throw new ApiError(
      response.status,
      typeof payload?.message === "string" && payload.message
        ? payload.message
        : FALLBACK,
    );
  }
  const fileName =
    /filename="?([^";]+)"?/.exec(
      response.headers.get("Content-Disposition") ?? "",
    )?.[1] ?? `kosh-investments-${todayIso()}.csv`;
  downloadFile(fileName, await response.text(), "text/csv;charset=utf-8");
}
