import type { Endpoint } from "@kosh/core/api/endpoint";
import { message } from "@kosh/core/contracts/message";
import {
  apiError,
  type FakeRequest,
  type FakeResponse,
} from "./fake-api-answers.ts";

/**
 * The fake API's Idempotency-Key, as the server's idempotent() keeps it
 * (docs/architecture.md#idempotency-keys), for the entries that declare the header: the first
 * request with a key is answered and its answer kept; the same key with the same request gets that
 * answer back with `Idempotent-Replayed: true` and reaches no handler; with another request, 422.
 * A refused write (an error) keeps nothing, so a repeat tries again.
 */
export function idempotentAnswers() {
  const kept = new Map<string, { request: string; response: FakeResponse }>();
  return async (
    request: FakeRequest,
    entry: Endpoint,
    params: Record<string, string>,
    answer: () => Promise<FakeResponse>,
  ): Promise<FakeResponse> => {
    const key = request.idempotencyKey;
    if (key === undefined || !entry.headers) return answer();
    // The route as declared, its parameters and the body as sent, as the server compares them.
    const sent = JSON.stringify([
      entry.method,
      entry.path,
      params,
      request.body,
    ]);
    const first = kept.get(key);
    if (first?.request === sent)
      return {
        ...first.response,
        headers: { ...first.response.headers, "Idempotent-Replayed": "true" },
      };
    if (first)
      return apiError(
        422,
        message("request.idempotencyKeyReused"),
        "IDEMPOTENCY_KEY_REUSED",
      );
    const response = await answer();
    if (response.status < 400) kept.set(key, { request: sent, response });
    return response;
  };
}
