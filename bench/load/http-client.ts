import { Agent } from "node:http";
import type { Endpoint } from "@kosh/core/api/endpoint";
import type {
  EndpointAnswer,
  EndpointArgs,
  EndpointStatus,
} from "@kosh/core/api/endpoint-call";
import {
  type ApiAnswer,
  apiClient,
  expectSuccess,
} from "@kosh/testing/api-client";
import {
  type ConnectionFailure,
  sendJsonTo,
  type SendJson,
} from "@kosh/testing/send-json";

/** What a request came to: an answer (typed from its entry), or the network failing under it. */
export type Outcome<Entry extends Endpoint = Endpoint> =
  | ({ kind: "answer"; ms: number } & ApiAnswer<Entry>)
  | { kind: "network"; error: string; ms: number };

export interface HttpClient {
  /** Calls `entry` (`@kosh/core/api`); `ms` from sending to the last byte of the answer. */
  send<Entry extends Endpoint>(
    entry: Entry,
    args: EndpointArgs<Entry>,
    token?: string,
  ): Promise<Outcome<Entry>>;
  /** Its way of sending, for the harness's sign-in. */
  sendJson: SendJson;
  close(): void;
}

/**
 * How long a connection may sit idle in a client's pool before the client closes it: well under
 * the server's keep-alive timeout (Fastify's 72 s). Without it Node's agent keeps an idle
 * connection for ever (it heeds the server's `Keep-Alive: timeout=` hint only below a timeout of
 * its own), and a connection reused just as the busy server closed it failed with ECONNRESET: the
 * ten network failures of 2026-12-02's soak, each on a connection idle 72.9-73.2 s (docs/bench-log.md).
 * A request's own 30 s limit (send-json.ts) still holds while it waits for its answer.
 */
const IDLE_CONNECTION_MS = 10_000;

/**
 * A keep-alive HTTP client whose connections leave from `localAddress`. Every 127.x.y.z address
 * is loopback on Linux, and outside production the server counts sign-in codes per socket
 * address, so each simulated person can come from their own "network" as in real life.
 */
export function httpClient(
  baseUrl: string,
  localAddress: string,
  maxSockets = 4,
  idleConnectionMs = IDLE_CONNECTION_MS,
): HttpClient {
  const agent = new Agent({
    keepAlive: true,
    maxSockets,
    timeout: idleConnectionMs,
  });
  const sendJson = sendJsonTo(baseUrl, { localAddress, agent });
  const call = apiClient(sendJson);
  return {
    async send(entry, args, token) {
      const started = performance.now();
      try {
        const answer = await call(entry, args, { token });
        return { kind: "answer", ...answer, ms: performance.now() - started };
      } catch (error) {
        // The network failing, or an answer its entry's contract refuses (UnexpectedAnswer). A
        // network failure's connection (new or reused, its port, how long idle) goes to stderr,
        // so a failure under load says which connection it came on.
        const { message, connection } = error as ConnectionFailure;
        if (connection) process.stderr.write(`${message}: ${connection}\n`);
        return {
          kind: "network",
          error: message,
          ms: performance.now() - started,
        };
      }
    },
    sendJson,
    close: () => agent.destroy(),
  };
}

/** The parsed body of a request that must succeed (set-up steps), or an error saying what came instead. */
export async function expectStatus<
  Entry extends Endpoint,
  Status extends EndpointStatus<Entry>,
>(
  outcome: Promise<Outcome<Entry>>,
  status: Status,
  what: string,
): Promise<EndpointAnswer<Entry, Status>> {
  return expectSuccess(
    outcome
      .then((settled) => {
        if (settled.kind === "network") throw new Error(settled.error);
        return settled;
      })
      .catch((error: unknown) => {
        throw new Error(`${what}: ${(error as Error).message}`);
      }),
    status,
    what,
  );
}
