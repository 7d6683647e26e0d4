import { Agent, request } from "node:http";

export interface Answer {
  status: number;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
  /** From sending the request to the last byte of the answer. */
  ms: number;
}

/** What a request came to: an answer, or the network failing under it. */
export type Outcome =
  | ({ kind: "answer" } & Answer)
  | { kind: "network"; error: string; ms: number };

export interface HttpClient {
  send(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<Outcome>;
  close(): void;
}

const TIMEOUT_MS = 30_000;

/**
 * A keep-alive HTTP client whose connections leave from `localAddress`. Every 127.x.y.z address
 * is loopback on Linux, and outside production the server counts sign-in codes per socket
 * address, so each simulated person can come from their own "network" as in real life.
 */
export function httpClient(
  baseUrl: string,
  localAddress: string,
  maxSockets = 4,
): HttpClient {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets });
  return {
    send(method, path, body, token) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = {};
      if (payload !== undefined) {
        headers["content-type"] = "application/json";
        headers["content-length"] = String(Buffer.byteLength(payload));
      }
      if (token) headers.authorization = `Bearer ${token}`;
      const started = performance.now();
      return new Promise<Outcome>((resolve) => {
        const failed = (error: Error) =>
          resolve({
            kind: "network",
            error: error.message,
            ms: performance.now() - started,
          });
        const outgoing = request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers,
            agent,
            localAddress,
            timeout: TIMEOUT_MS,
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
            incoming.on("error", failed);
            incoming.on("end", () => {
              const text = Buffer.concat(chunks).toString("utf8");
              resolve({
                kind: "answer",
                status: incoming.statusCode ?? 0,
                body: parsed(text),
                ms: performance.now() - started,
              });
            });
          },
        );
        outgoing.on("timeout", () =>
          outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)),
        );
        outgoing.on("error", failed);
        outgoing.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The answer of a request that must succeed (set-up steps), or an error saying what came instead. */
export async function expectStatus(
  outcome: Promise<Outcome>,
  status: number,
  what: string,
): Promise<unknown> {
  const result = await outcome;
  if (result.kind === "network") {
    throw new Error(`${what}: ${result.error}`);
  }
  if (result.status !== status) {
    throw new Error(
      `${what} answered ${result.status} instead of ${status}: ${JSON.stringify(result.body)}`,
    );
  }
  return result.body;
}
