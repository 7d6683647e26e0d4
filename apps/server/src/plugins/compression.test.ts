import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../test/sign-in-harness.ts";
import {
  startTrackerHarness,
  type TrackerHarness,
} from "../../test/tracker-harness.ts";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";
import { COMPRESSION_THRESHOLD } from "./compression.ts";

let tracker: TrackerHarness;
let saverToken: string;
/** The saver's list as sent uncompressed, the text every compressed answer must come back to. */
let plainList: string;

/** A web build holding one large file the build did not precompress. */
let webRoot: string;
let withoutDatabase: App;
const MANIFEST = JSON.stringify({
  name: "Kosh",
  icons: Array.from({ length: 80 }, (_, size) => ({
    src: `/icon-${size}.png`,
  })),
});

beforeAll(async () => {
  tracker = await startTrackerHarness();
  const saver = uniqueEmail("compressed-list");
  await tracker.server.invite(saver);
  saverToken = await tracker.server.signIn(saver);
  const company_id = await tracker.companyId("Kotak Mahindra Bank");
  const invest_type_id = await tracker.investTypeId("Fixed Deposit");
  for (let index = 0; index < 20; index += 1) {
    await saverRequest(
      "POST",
      "/api/investments",
      {},
      {
        company_id,
        invest_type_id,
        principal_amount: 100_000 + index * 1_000,
        rate_of_interest: 7.25,
        start_date: "2024-01-15",
        end_date: "2026-01-15",
        investment_notes: `Deposit ${index}, joint with Priya — ₹ in lakh`,
      },
    );
  }
  plainList = (await saverRequest("GET", "/api/investments")).body;

  webRoot = await mkdtemp(join(tmpdir(), "kosh-compression-"));
  await writeFile(
    join(webRoot, "index.html"),
    "<!doctype html><title>Kosh</title>",
  );
  await writeFile(join(webRoot, "manifest.webmanifest"), MANIFEST);
  withoutDatabase = await buildApp({
    config: loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL: "https://kosh.example",
    }),
    webRoot,
  });
});
afterAll(async () => {
  await tracker.close();
  await withoutDatabase.close();
  await rm(webRoot, { recursive: true, force: true });
});

/** A request of the saver's, with these headers besides the session's. */
const saverRequest = (
  method: "GET" | "HEAD" | "POST",
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) =>
  tracker.server.app.inject({
    method,
    url,
    headers: { ...headers, authorization: `Bearer ${saverToken}` },
    ...(payload === undefined ? {} : { payload }),
  });

const listAccepting = (acceptEncoding: string) =>
  saverRequest("GET", "/api/investments", {
    "accept-encoding": acceptEncoding,
  });

describe("a large JSON answer", () => {
  it("is large enough to be compressed (else the tests below prove nothing)", () => {
    expect(JSON.parse(plainList)).toHaveLength(20);
    expect(Buffer.byteLength(plainList)).toBeGreaterThan(
      4 * COMPRESSION_THRESHOLD,
    );
  });

  it("is sent brotli-compressed to a browser accepting br, and decompresses to the same JSON", async () => {
    const response = await listAccepting("gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe(
      "application/json; charset=utf-8",
    );
    expect(response.headers["content-length"]).toBe(
      String(response.rawPayload.length),
    );
    expect(response.rawPayload.length).toBeLessThan(
      Buffer.byteLength(plainList) / 4,
    );
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      plainList,
    );
  });

  it("is sent gzip to a client accepting gzip only", async () => {
    const response = await listAccepting("gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-length"]).toBe(
      String(response.rawPayload.length),
    );
    expect(gunzipSync(response.rawPayload).toString()).toBe(plainList);
  });

  it.each([
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, *", "gzip"],
    ["*", "br"],
    ["BR", "br"],
    ["x-gzip", "gzip"],
  ])("follows the client's ranking: %s → %s", async (header, coding) => {
    const response = await listAccepting(header);
    expect(response.headers["content-encoding"]).toBe(coding);
  });

  it.each([
    "identity",
    "br;q=0",
    "br;q=0, gzip;q=0",
    "*;q=0",
    "deflate",
    "zstd",
  ])("is sent as is to a client accepting %s", async (header) => {
    const response = await listAccepting(header);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(plainList);
    expect(response.headers["content-length"]).toBe(
      String(Buffer.byteLength(plainList)),
    );
  });

  it("is sent as is to a client sending no Accept-Encoding, saying it varies on it", async () => {
    const response = await saverRequest("GET", "/api/investments");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(plainList);
    expect(response.headers.vary).toBe("Accept-Encoding");
  });

  it("says it varies on Accept-Encoding when compressed, beside the API's other headers", async () => {
    const response = await listAccepting("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("is left as is for HEAD, whose headers describe the uncompressed answer", async () => {
    const response = await saverRequest("HEAD", "/api/investments", {
      "accept-encoding": "br, gzip",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-length"]).toBe(
      String(Buffer.byteLength(plainList)),
    );
    expect(response.rawPayload.length).toBe(0);
  });
});

describe("the CSV export", () => {
  it("is compressed too and decompresses to the same text", async () => {
    const plain = await saverRequest("GET", "/api/investments/export.csv");
    const response = await saverRequest("GET", "/api/investments/export.csv", {
      "accept-encoding": "br",
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(brotliDecompressSync(response.rawPayload)).toEqual(plain.rawPayload);
  });
});

describe("a small answer", () => {
  it("is sent as is, with no Vary, whatever the client accepts", async () => {
    const response = await saverRequest("GET", "/api/reminders/settings", {
      "accept-encoding": "br, gzip",
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(() => JSON.parse(response.body)).not.toThrow();
  });
});

describe("the API's documents under /api/docs", () => {
  it("keep the Vary: Origin of a page and add Accept-Encoding", async () => {
    const response = await withoutDatabase.inject({
      url: "/api/docs/json",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Origin, Accept-Encoding");
    const document = JSON.parse(
      brotliDecompressSync(response.rawPayload).toString(),
    ) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
  });
});

describe("a file of the web app without a precompressed twin", () => {
  it("is sent as it is, however large: files are the build's to compress", async () => {
    expect(Buffer.byteLength(MANIFEST)).toBeGreaterThan(COMPRESSION_THRESHOLD);
    const response = await withoutDatabase.inject({
      url: "/manifest.webmanifest",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(MANIFEST);
  });
});
