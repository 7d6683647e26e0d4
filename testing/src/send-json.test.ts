import { Agent, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConnectionFailure, sendJsonTo } from "./send-json.ts";

/**
 * A server that answers its connections' first request and resets the connection on the second,
 * as a server closing an idle keep-alive connection just as a request arrives on it does.
 */
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const socket = request.socket as typeof request.socket & {
      answered?: boolean;
    };
    if (socket.answered) {
      socket.resetAndDestroy();
      return;
    }
    socket.answered = true;
    response.setHeader("content-type", "application/json");
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a network failure's connection", () => {
  it("says a reset came on a reused keep-alive connection, with the connection's details", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const send = sendJsonTo(baseUrl, { agent });
      await expect(send("GET", "/first")).resolves.toEqual({
        status: 200,
        body: { ok: true },
      });
      const failure = (await send("GET", "/second").then(
        () => undefined,
        (error: unknown) => error,
      )) as ConnectionFailure;
      expect(failure.message).toMatch(/ECONNRESET on a reused connection$/);
      expect(failure.connection).toMatch(
        /^local port \d+, 2 request\(s\) on the connection, reused after \d+ ms idle, failed \d+ ms after sending$/,
      );
    } finally {
      agent.destroy();
    }
  });

  it("says a failure on a connection of its own came on a new one", async () => {
    // Nothing listens on the port of a closed server: the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) =>
      closed.listen(0, "127.0.0.1", resolve),
    );
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const send = sendJsonTo(`http://127.0.0.1:${port}`);
    await expect(send("GET", "/")).rejects.toThrow(
      /ECONNREFUSED.* on a new connection$/,
    );
  });
});
