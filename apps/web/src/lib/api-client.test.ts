import { afterEach, describe, expect, it, vi } from "vitest";
import { readText } from "../testing/read-text.ts";
import {
  apiError,
  deferred,
  startFakeApi,
  type FakeResponse,
} from "../testing/fake-api.ts";
import {
  ApiError,
  apiRequest,
  onUnauthorized,
  requestEarly,
} from "./api-client.ts";
import { TOKEN_STORAGE_KEY } from "./session-token.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

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

describe("a request started early", () => {
  const asked = (requests: { method: string; path: string }[], path: string) =>
    requests.filter((request) => request.path === path).length;

  it("answers the next request of its path, once: a later one asks the server again", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-a");
    let served = 0;
    const { requests } = startFakeApi({
      "GET /api/things": () => ({ status: 200, body: { served: ++served } }),
    });
    requestEarly("/things");
    expect(asked(requests, "/api/things")).toBe(1);

    await expect(apiRequest("/things")).resolves.toEqual({ served: 1 });
    expect(asked(requests, "/api/things")).toBe(1);
    await expect(apiRequest("/things")).resolves.toEqual({ served: 2 });
    expect(asked(requests, "/api/things")).toBe(2);
  });

  it("is not taken by a request with another token: it asks with its own", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-a");
    const { requests } = startFakeApi({
      "GET /api/things": (request) => ({
        status: 200,
        body: { for: request.authorization },
      }),
    });
    requestEarly("/things");
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-b");

    await expect(apiRequest("/things")).resolves.toEqual({
      for: "Bearer token-b",
    });
    expect(asked(requests, "/api/things")).toBe(2);
  });

  it("is not taken once older than 30 seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-a");
    const { requests } = startFakeApi({
      "GET /api/things": () => ({ status: 200, body: [] }),
    });
    requestEarly("/things");
    vi.setSystemTime(Date.now() + 30_001);

    await apiRequest("/things");
    expect(asked(requests, "/api/things")).toBe(2);
  });

  it("reports a 401 to the app when it is taken, after the app has started listening", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-a");
    startFakeApi({
      "GET /api/things": () => apiError(401, "Please sign in to continue."),
    });
    requestEarly("/things");
    await new Promise((resolve) => setTimeout(resolve, 10));
    const signedOut = vi.fn();
    const stop = onUnauthorized(signedOut);

    const failure = await apiRequest("/things").catch(
      (error: unknown) => error,
    );
    stop();
    expect(failure).toMatchObject({ status: 401 });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it("can still be given up by the request that takes it", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-a");
    const answer = deferred<FakeResponse>();
    startFakeApi({ "GET /api/things": () => answer.promise });
    requestEarly("/things");
    const controller = new AbortController();
    const taken = apiRequest("/things", { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();

    expect(await taken).toMatchObject({ name: "AbortError" });
    answer.resolve({ status: 200, body: [] });
  });
});
