import { Agent } from "node:http";
import { expectAnswer, sendJsonTo } from "@kosh/testing/sign-in";

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
  const agent = new Agent({ keepAlive: true, maxSockets });
  const sendJson = sendJsonTo(baseUrl, { localAddress, agent });
  return {
    async send(method, path, body, token) {
      const started = performance.now();
      try {
        const answer = await sendJson(method, path, body, token);
        return { kind: "answer", ...answer, ms: performance.now() - started };
      } catch (error) {
        return {
          kind: "network",
          error: (error as Error).message,
          ms: performance.now() - started,
        };
      }
    },
    close: () => agent.destroy(),
  };
}

/** The answer of an outcome, or an error when the network failed under the request. */
export function answerOf(outcome: Outcome): Answer {
  if (outcome.kind === "network") throw new Error(outcome.error);
  return outcome;
}

/** The answer of a request that must succeed (set-up steps), or an error saying what came instead. */
export async function expectStatus(
  outcome: Promise<Outcome>,
  status: number,
  what: string,
): Promise<unknown> {
  return expectAnswer(
    outcome.then(answerOf).catch((error: unknown) => {
      throw new Error(`${what}: ${(error as Error).message}`);
    }),
    status,
    what,
  );
}
