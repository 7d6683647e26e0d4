import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { calendarFeedEndpoints } from "@kosh/core/api/calendar-feed";
import { endpointPath } from "@kosh/core/api/endpoint-call";
import { healthEndpoints } from "@kosh/core/api/health";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, expectSuccess } from "./api-client.ts";
import { endpointUrlPattern } from "./endpoint-url-pattern.ts";

/**
 * The client against a plain HTTP server that answers what each case needs, including what the
 * real server never sends (a body its contract refuses), and records what it was sent.
 */
interface Sent {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

const ERROR = { statusCode: 404, error: "Not Found", message: "Not here" };
const answers = new Map<
  string,
  { status: number; type?: string; body?: string }
>([
  [
    `GET ${endpointPath(investmentEndpoints.list)}`,
    { status: 200, body: "[]" },
  ],
  [
    `PUT ${endpointPath(investmentEndpoints.close, { id: "gone" })}`,
    { status: 404, body: JSON.stringify(ERROR) },
  ],
  [
    `GET ${endpointPath(investmentEndpoints.exportCsv)}`,
    { status: 200, type: "text/csv", body: "id,company\r\n" },
  ],
  [`DELETE ${endpointPath(calendarFeedEndpoints.revoke)}`, { status: 204 }],
  [
    `GET ${endpointPath(healthEndpoints.health)}`,
    { status: 200, body: JSON.stringify({ status: 5 }) },
  ],
]);

let server: Server;
let baseUrl: string;
const sent: Sent[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const { method = "", url = "", headers } = request;
      sent.push({
        method,
        url,
        headers,
        body: Buffer.concat(chunks).toString(),
      });
      const answer = answers.get(`${method} ${url}`) ?? {
        status: 404,
        body: JSON.stringify(ERROR),
      };
      response.writeHead(answer.status, {
        "content-type": answer.type ?? "application/json",
      });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("a call through the typed client", () => {
  it("sends the entry's method, filled path, body, token and headers", async () => {
    const call = apiClient(baseUrl);
    const body = { new_end_date: "2027-01-01", new_rate: 7 };
    await call(
      investmentEndpoints.renew,
      { params: { id: "a b" }, body, headers: { "idempotency-key": "k1" } },
      { token: "t1" },
    );
    const request = sent.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe(
      endpointPath(investmentEndpoints.renew, { id: "a b" }),
    );
    expect(JSON.parse(request.body)).toEqual(body);
    expect(request.headers.authorization).toBe("Bearer t1");
    expect(request.headers["idempotency-key"]).toBe("k1");
  });

  it("gives a declared success parsed with its schema", async () => {
    const answer = await apiClient(baseUrl)(investmentEndpoints.list, {});
    expect(answer).toEqual({ ok: true, status: 200, body: [] });
  });

  it("gives an error answer as sent, for tests that assert on it", async () => {
    const answer = await apiClient(baseUrl)(investmentEndpoints.close, {
      params: { id: "gone" },
      body: { transaction_reason: "x" },
    });
    expect(answer).toEqual({ ok: false, status: 404, body: ERROR });
  });

  it("gives a text answer (CSV) as its text, and 204 as null", async () => {
    const call = apiClient(baseUrl);
    expect(
      await expectSuccess(call(investmentEndpoints.exportCsv, {}), 200, "csv"),
    ).toBe("id,company\r\n");
    expect(await call(calendarFeedEndpoints.revoke, {})).toEqual({
      ok: true,
      status: 204,
      body: null,
    });
  });

  it("throws when a success body breaks the entry's contract", async () => {
    await expect(
      apiClient(baseUrl)(healthEndpoints.health, {}),
    ).rejects.toThrow(/GET \/api\/health answered 200 with a body/);
  });

  it("expectSuccess names the step and what came instead", async () => {
    await expect(
      expectSuccess(
        apiClient(baseUrl)(investmentEndpoints.close, {
          params: { id: "gone" },
          body: { transaction_reason: "x" },
        }),
        200,
        "closing gone",
      ),
    ).rejects.toThrow("closing gone answered 404 instead of 200");
  });
});

describe("an entry's URL pattern", () => {
  it("matches calls of the entry from any origin, and nothing else", () => {
    const pattern = endpointUrlPattern(investmentEndpoints.renew);
    expect(pattern.test(`${baseUrl}/api/investments/abc/renew`)).toBe(true);
    expect(pattern.test(`${baseUrl}/api/investments/abc/close`)).toBe(false);
    expect(pattern.test(`${baseUrl}/api/investments/a/b/renew`)).toBe(false);
  });

  it("takes each parameter's own pattern and an origin", () => {
    const pattern = endpointUrlPattern(calendarFeedEndpoints.feed, {
      origin: baseUrl,
      params: { file: /\w+\.ics/ },
    });
    expect(pattern.test(`${baseUrl}/api/calendar-feed/abc.ics`)).toBe(true);
    expect(pattern.test(`${baseUrl}/api/calendar-feed/abc.txt`)).toBe(false);
    expect(pattern.test(`http://elsewhere/api/calendar-feed/abc.ics`)).toBe(
      false,
    );
  });
});
