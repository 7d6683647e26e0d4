import { afterEach, describe, expect, it, vi } from "vitest";
import { readText } from "../testing/read-text.ts";
import { apiError, startFakeApi } from "../testing/fake-api.ts";
import { ApiError, apiRequest } from "./api-client.ts";

afterEach(() => vi.unstubAllGlobals());

const csv = "Company,Principal\nHDFC Bank,100000\n";

describe("apiRequest", () => {
  it("returns a file the server names as a File with that name and its content", async () => {
    startFakeApi({
      "GET /api/investments/export.csv": () => ({
        status: 200,
        body: csv,
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition":
            'attachment; filename="kosh-investments-2026-03-10.csv"',
        },
      }),
    });
    const file = await apiRequest<Blob>("/investments/export.csv", {
      responseType: "blob",
    });
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe("kosh-investments-2026-03-10.csv");
    expect(file.type).toBe("text/csv; charset=utf-8");
    expect(await readText(file)).toBe(csv);
  });

  it("returns text as it came", async () => {
    startFakeApi({
      "GET /api/notes": () => ({ status: 200, body: "plain words" }),
    });
    await expect(
      apiRequest<string>("/notes", { responseType: "text" }),
    ).resolves.toBe("plain words");
  });

  it("reads the server's error message whatever answer was asked for", async () => {
    startFakeApi({
      "GET /api/investments/export.csv": () =>
        apiError(503, "The database is not reachable right now."),
    });
    const failure = await apiRequest("/investments/export.csv", {
      responseType: "blob",
      fallbackMessage: "Failed to export investments",
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 503,
      message: "The database is not reachable right now.",
    });
  });
});
