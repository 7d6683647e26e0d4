/**
 * A stand-in for the Kosh server at the network boundary (global fetch), for component tests.
 * Only fetch is replaced: the app's own api-client, auth state and screens run for real.
 */
import { vi } from "vitest";
import type { User } from "@kosh/core/contracts/auth";

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
}

type Handler = (
  request: RecordedRequest,
) => FakeResponse | Promise<FakeResponse>;

/** Answers `METHOD /api/path` with its handler; anything unlisted is a 404 like the server's. */
export function stubApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const headers = new Headers(init?.headers);
      const request: RecordedRequest = {
        method: init?.method ?? "GET",
        path: url.pathname,
        body:
          typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
        authorization: headers.get("Authorization"),
      };
      requests.push(request);
      const handler = routes[`${request.method} ${request.path}`];
      const { status, body } = handler
        ? await handler(request)
        : { status: 404, body: { statusCode: 404, message: "Not found" } };
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    },
  );
  vi.stubGlobal("fetch", fetchStub);
  return requests;
}

/** A Fastify-shaped error answer. */
export function errorResponse(status: number, message?: string): FakeResponse {
  return {
    status,
    body: message === undefined ? {} : { statusCode: status, message },
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: "3f0c2f8e-6a55-4d43-9a55-0d5c1b1a2c01",
    email: "asha@example.com",
    name: "Asha Rao",
    role: "user",
    profile_completed: true,
    date_of_birth: "1990-04-12",
    location: "Pune",
    ...overrides,
  };
}

/** A promise the test settles when it chooses, to observe in-flight states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
