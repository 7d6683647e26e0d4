import { endpointPath } from "@kosh/core/api/endpoint-call";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readText } from "../testing/read-text.ts";
import {
  apiError,
  deferred,
  ok,
  startFakeApi,
  type FakeResponse,
} from "../testing/fake-api.ts";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { testInvestment } from "@kosh/core/investments/test-investment";
import {
  ApiError,
  callEndpoint,
  onUnauthorized,
  requestEarly,
  UNEXPECTED_ANSWER,
} from "./api-client.ts";
import { TOKEN_STORAGE_KEY } from "./session-token.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

const csv = "Company,Principal\nHDFC Bank,100000\n";

const { list, exportCsv } = investmentEndpoints;

describe("callEndpoint", () => {
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
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-a");
    const file = await callEndpoint(exportCsv, {}, { responseType: "blob" });
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe("kosh-investments-2026-03-10.csv");
    expect(file.type).toBe("text/csv; charset=utf-8");
    expect(await readText(file)).toBe(csv);
  });

  it("returns a text answer as it came", async () => {
    startFakeApi({
      "GET /api/investments/export.csv": () => ({ status: 200, body: csv }),
    });
    await expect(callEndpoint(exportCsv, {})).resolves.toBe(csv);
  });

  it("returns a JSON answer as its entry's schema parsed it", async () => {
    const investment = testInvestment({ id: "inv-1" });
    startFakeApi({ "GET /api/investments": () => ok([investment]) });
    await expect(callEndpoint(list, {})).resolves.toEqual([investment]);
  });

  it("fills the path's parameters from the entry", async () => {
    const { requests } = startFakeApi({
      "PUT /api/investments/:id/close": () => ok(testInvestment({ id: "a b" })),
    });
    await callEndpoint(investmentEndpoints.close, {
      params: { id: "a b" },
      body: { transaction_reason: "Matured" },
    });
    expect(requests[0]).toMatchObject({
      method: "PUT",
      path: endpointPath(investmentEndpoints.close, { id: "a b" }),
      body: { transaction_reason: "Matured" },
    });
  });

  it("turns an answer its entry's schema refuses into an ApiError with the fallback message", async () => {
    const { id: _, ...withoutId } = testInvestment({ id: "inv-1" });
    // The fake API refuses to give such an answer, so the network is stubbed by hand here.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json([withoutId])),
    );
    const failure = await callEndpoint(
      list,
      {},
      { fallbackMessage: "investments.loadFailed" },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 200,
      code: UNEXPECTED_ANSWER,
      message: "Failed to fetch investments",
      cause: {
        message: expect.stringMatching(
          /^GET \/api\/investments answered 200 with a body its contract refuses/,
        ),
      },
    });
  });

  it("reads the server's error message whatever answer was asked for", async () => {
    startFakeApi({
      "GET /api/investments/export.csv": () =>
        apiError(503, "The database is not reachable right now."),
    });
    const failure = await callEndpoint(
      exportCsv,
      {},
      { responseType: "blob", fallbackMessage: "investments.exportFailed" },
    ).catch((error: unknown) => error);
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

  it("answers the next request of its entry, once: a later one asks the server again", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-a");
    let served = 0;
    const { requests } = startFakeApi({
      "GET /api/investments": () =>
        ok([testInvestment({ id: `inv-${++served}` })]),
    });
    requestEarly(list);
    expect(asked(requests, endpointPath(list))).toBe(1);

    await expect(callEndpoint(list, {})).resolves.toMatchObject([
      { id: "inv-1" },
    ]);
    expect(asked(requests, endpointPath(list))).toBe(1);
    await expect(callEndpoint(list, {})).resolves.toMatchObject([
      { id: "inv-2" },
    ]);
    expect(asked(requests, endpointPath(list))).toBe(2);
  });

  it("is not taken by a request with another token: it asks with its own", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-a");
    const { requests } = startFakeApi({
      "GET /api/investments": () => ok([]),
    });
    requestEarly(list);
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-b");

    await callEndpoint(list, {});
    expect(asked(requests, endpointPath(list))).toBe(2);
    expect(requests[1]?.authorization).toBe("Bearer token-b");
  });

  it("is not taken once older than 30 seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-a");
    const { requests } = startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: [] }),
    });
    requestEarly(list);
    vi.setSystemTime(Date.now() + 30_001);

    await callEndpoint(list, {});
    expect(asked(requests, endpointPath(list))).toBe(2);
  });

  it("is not taken after a write: the list asked for after an add comes from the server", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-a");
    const added = testInvestment({ id: "inv-added" });
    let listed: ReturnType<typeof testInvestment>[] = [];
    const { requests } = startFakeApi({
      "GET /api/investments": () => ok(listed),
      "POST /api/investments": () => {
        listed = [added];
        return ok(added, 201);
      },
    });
    requestEarly(list);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await callEndpoint(investmentEndpoints.create, {
      body: {
        company_id: "company-1",
        invest_type_id: "type-1",
        principal_amount: 100_000,
        rate_of_interest: 7,
        start_date: "2026-01-01",
        end_date: "2027-01-01",
      },
    });

    await expect(callEndpoint(list, {})).resolves.toMatchObject([
      { id: "inv-added" },
    ]);
    expect(
      requests.filter((request) => request.method === "GET"),
      "the early list, then the list after the add",
    ).toHaveLength(2);
  });

  it("reports a 401 to the app when it is taken, after the app has started listening", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-a");
    startFakeApi({
      "GET /api/investments": () =>
        apiError(401, "Please sign in to continue."),
    });
    requestEarly(list);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const signedOut = vi.fn();
    const stop = onUnauthorized(signedOut);

    const failure = await callEndpoint(list, {}).catch(
      (error: unknown) => error,
    );
    stop();
    expect(failure).toMatchObject({ status: 401 });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it("can still be given up by the request that takes it", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-a");
    const answer = deferred<FakeResponse>();
    startFakeApi({ "GET /api/investments": () => answer.promise });
    requestEarly(list);
    const controller = new AbortController();
    const taken = callEndpoint(list, {}, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();

    expect(await taken).toMatchObject({ name: "AbortError" });
    answer.resolve({ status: 200, body: [] });
  });
});
