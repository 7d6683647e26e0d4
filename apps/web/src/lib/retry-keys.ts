import { useState } from "react";

/**
 * The Idempotency-Key of a write a person means to make once (docs/architecture.md#idempotency-keys):
 * sent again after its answer was lost (the same request: the same address and body), it carries
 * the same key, so the server records it once and gives the first answer back; once an answer has
 * come, the next request gets a new key, so a second deposit of the same sum is a second deposit.
 */
export function retryKeys() {
  let unanswered: { request: string; key: string } | null = null;
  return {
    /** Sends `request` with its key; its answer lets the next request have a new one. */
    async send<Answer>(
      request: unknown,
      sending: (key: string) => Promise<Answer>,
    ): Promise<Answer> {
      const sent = JSON.stringify(request);
      if (unanswered?.request !== sent)
        unanswered = { request: sent, key: newKey() };
      const attempt = unanswered;
      const answer = await sending(attempt.key);
      if (unanswered === attempt) unanswered = null;
      return answer;
    },
  };
}

/**
 * The keys of one form's writes (`retryKeys`), kept while the form is shown: the add, renew,
 * extend and deposit forms each send through one.
 */
export function useRetryKeys(): ReturnType<typeof retryKeys> {
  const [keys] = useState(retryKeys);
  return keys;
}

/**
 * 32 hex digits from the browser's random source: getRandomValues, unlike randomUUID, is there on
 * a plain-http address too.
 */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}
