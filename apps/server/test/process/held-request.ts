import { connect, type Socket } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A JSON request over its own keep-alive connection whose body the client sends in two parts,
 * so the request is under way on the server (headers read, body awaited) for as long as the
 * test wants: a slow upload, made to order, with no help from the server.
 */
export interface HeldRequest {
  /** Sends the rest of the body, and after it any further raw requests on the same connection. */
  finish(pipelined?: string): void;
  /** Every response on this connection, in order, once the server has closed it. */
  responsesUntilClosed(timeoutMs?: number): Promise<RawResponse[]>;
}

export async function holdRequest(
  origin: string,
  path: string,
  token: string,
  body: unknown,
): Promise<HeldRequest> {
  const { hostname, port } = new URL(origin);
  const socket = await new Promise<Socket>((resolve, reject) => {
    const opened = connect(Number(port), hostname, () => resolve(opened));
    opened.once("error", reject);
  });
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Authorization: Bearer ${token}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${payload.length}\r\nConnection: keep-alive\r\n\r\n`,
  );
  socket.write(payload.subarray(0, half));

  let received = Buffer.alloc(0);
  const parsed: RawResponse[] = [];
  const wakers = new Set<() => void>();
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    for (;;) {
      const response = takeResponse(received);
      if (!response) break;
      parsed.push(response.response);
      received = received.subarray(response.length);
    }
    for (const wake of wakers) wake();
  });
  let ended = false;
  socket.on("close", () => {
    ended = true;
    for (const wake of wakers) wake();
  });
  socket.on("error", () => undefined);

  return {
    finish(pipelined = "") {
      socket.write(
        Buffer.concat([payload.subarray(half), Buffer.from(pipelined)]),
      );
    },
    responsesUntilClosed(timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!ended) return;
          wakers.delete(check);
          clearTimeout(timer);
          resolve(parsed);
        };
        const timer = setTimeout(() => {
          wakers.delete(check);
          reject(
            new Error(
              `The server kept the connection open for ${timeoutMs} ms after ${parsed.length} responses`,
            ),
          );
        }, timeoutMs);
        wakers.add(check);
        check();
      });
    },
  };
}

/** One complete response at the start of `data` (Content-Length bodies only), or undefined. */
function takeResponse(
  data: Buffer,
): { response: RawResponse; length: number } | undefined {
  const headEnd = data.indexOf("\r\n\r\n");
  if (headEnd < 0) return undefined;
  const [statusLine = "", ...headerLines] = data
    .subarray(0, headEnd)
    .toString("latin1")
    .split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line
      .slice(colon + 1)
      .trim();
  }
  if (headers["transfer-encoding"])
    throw new Error(`Chunked responses are not read here: ${statusLine}`);
  const bodyLength = Number(headers["content-length"] ?? 0);
  const length = headEnd + 4 + bodyLength;
  if (data.length < length) return undefined;
  return {
    response: {
      status: Number(statusLine.split(" ")[1]),
      headers,
      body: data.subarray(headEnd + 4, length).toString("utf8"),
    },
    length,
  };
}

/** Whether a new TCP connection to `origin` is refused: the server no longer listens. */
export function connectionRefused(origin: string): Promise<boolean> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) =>
      resolve(error.code === "ECONNREFUSED"),
    );
  });
}
