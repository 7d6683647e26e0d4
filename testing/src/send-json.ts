import { type Agent, request } from "node:http";
import type { Socket } from "node:net";

// One HTTP request with a JSON body to a listening Kosh, and its answer. Tests call endpoints
// through the typed client (api-client.ts), which sends with this.

/** An answer with its body parsed as JSON (or the text when it is not JSON). */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Sends one JSON request; the caller decides how (fetch, a client bound to a local address…). */
export type SendJson = (
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  /** Further request headers (Idempotency-Key, Accept…). */
  headers?: Readonly<Record<string, string>>,
) => Promise<JsonAnswer>;

/**
 * JSON requests over HTTP to a listening Kosh. `localAddress` (any 127.x.y.z on Linux) makes them
 * leave from an address of their own: outside production the server limits sign-in codes per
 * socket address, so each simulated person can come from their own network as in real life.
 */
export function sendJsonTo(
  baseUrl: string,
  {
    localAddress,
    agent,
  }: {
    localAddress?: string;
    /** e.g. a keep-alive Agent of the caller's; Node's global agent when absent. */
    agent?: Agent;
  } = {},
): SendJson {
  const url = new URL(baseUrl);
  return (method, path, body, token, extraHeaders = {}) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { ...extraHeaders };
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(payload));
    }
    if (token) headers.authorization = `Bearer ${token}`;
    return new Promise<JsonAnswer>((resolve, reject) => {
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers,
          localAddress,
          agent,
          timeout: 30_000,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("error", reject);
          incoming.on("end", () =>
            resolve({
              status: incoming.statusCode ?? 0,
              body: parsedBody(Buffer.concat(chunks).toString("utf8")),
            }),
          );
        },
      );
      const sentAt = performance.now();
      outgoing.on("socket", (socket: Socket) => {
        const carried = connections.get(socket);
        if (carried) carried.requests += 1;
        else
          connections.set(socket, {
            requests: 1,
            idleSince: undefined,
            localPort: undefined,
          });
      });
      outgoing.on("timeout", () =>
        outgoing.destroy(new Error(`${method} ${path}: no answer in 30 s`)),
      );
      outgoing.on("error", (error) =>
        reject(
          withConnection(error, outgoing.socket, outgoing.reusedSocket, sentAt),
        ),
      );
      outgoing.on("close", () => {
        const socket = outgoing.socket;
        const carried = socket && connections.get(socket);
        if (!carried) return;
        carried.idleSince = performance.now();
        // Kept while connected: a socket reset later no longer knows its port.
        carried.localPort ??= socket.localPort;
      });
      outgoing.end(payload);
    });
  };
}

/** What each connection has carried: its requests, and since when it has had none in flight. */
const connections = new WeakMap<
  Socket,
  {
    requests: number;
    idleSince: number | undefined;
    localPort: number | undefined;
  }
>();

/** A network failure, with the connection it came on (`withConnection`). */
export type ConnectionFailure = Error & {
  /** The socket's local port, the requests it carried, how long it had been idle, when it failed. */
  connection?: string;
};

/**
 * A network failure with the connection it came on, so a reset under load can be told apart: a
 * reused keep-alive connection closed by the server as the request went out, or something else.
 * The message only says new or reused (failures are counted by message); the rest is the error's
 * `connection`, which the load harness prints (bench/load/http-client.ts) and tests leave alone.
 */
function withConnection(
  error: ConnectionFailure,
  socket: Socket | null,
  reused: boolean,
  sentAt: number,
): Error {
  if (!socket || (error as NodeJS.ErrnoException).code === undefined)
    return error;
  const carried = connections.get(socket);
  const now = performance.now();
  error.connection =
    `local port ${socket.localPort ?? carried?.localPort ?? "?"}, ${carried?.requests ?? 0} request(s) on the connection, ` +
    `${reused ? `reused after ${carried?.idleSince === undefined ? "?" : Math.round(sentAt - carried.idleSince)} ms idle` : "new"}, ` +
    `failed ${Math.round(now - sentAt)} ms after sending`;
  error.message = `${error.message} on a ${reused ? "reused" : "new"} connection`;
  return error;
}

/** The parsed JSON of a body, or its text when it is not JSON. */
function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The body of an answer that must have `status`, or an error saying what came instead. */
export async function expectAnswer(
  answer: Promise<JsonAnswer>,
  status: number,
  what: string,
): Promise<unknown> {
  const { status: got, body } = await answer;
  if (got !== status)
    throw new Error(
      `${what} answered ${got} instead of ${status}: ${JSON.stringify(body)}`,
    );
  return body;
}
