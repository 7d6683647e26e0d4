import { createHash } from "node:crypto";
import { message } from "@kosh/core/contracts/message";
import type { FastifyReply, FastifyRequest } from "fastify";
import { lockKey } from "../../db/advisory-lock.ts";
import type { Database, Transaction } from "../../db/database.ts";
import { DomainError } from "../../errors.ts";
import { DAY_MS } from "../auth/sign-in-rules.ts";
import {
  deleteKeysBefore,
  storeAnswer,
  storedAnswer,
} from "./idempotency.repo.ts";

/** How long a key's first answer is kept and given back (docs/architecture.md#idempotency-keys). */
export const IDEMPOTENCY_WINDOW_MS = DAY_MS;

class KeyReused extends DomainError {
  constructor() {
    super(
      422,
      "IDEMPOTENCY_KEY_REUSED",
      message("request.idempotencyKeyReused"),
    );
  }
}

interface Answer<T> {
  statusCode: number;
  body: T;
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, inner]) => [key, stable(inner)]),
    );
  }
  return value;
}

/**
 * The route as declared and its parameters, not the raw URL: `/api//investments` reaches the same
 * route as `/api/investments` (ignoreDuplicateSlashes), so a repeat through it is the same request.
 */
function requestHash(request: FastifyRequest): string {
  return createHash("sha256")
    .update(`${request.method} ${request.routeOptions.url}\n`)
    .update(`${JSON.stringify(stable(request.params ?? null))}\n`)
    .update(JSON.stringify(stable(request.body ?? null)))
    .digest("base64url");
}

/**
 * Runs `write` as Stripe runs a request with an `Idempotency-Key`: the first time, in one
 * transaction with the storing of its answer; a repeat by the same user with the same key and
 * request within 24 hours gets that answer back and writes nothing; the same key with another
 * request → 422. Two concurrent requests with one key wait on each other's transaction (an
 * advisory lock), so one writes and the other replays. Failed writes store nothing: a repeat
 * tries again. Without the header, `write` simply runs.
 */
export async function idempotent<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, now }: { userId: string; now: Date },
  write: (executor: Database | Transaction) => Promise<Answer<T>>,
): Promise<FastifyReply> {
  const key = request.headers["idempotency-key"];
  if (typeof key !== "string") {
    const answer = await write(db);
    return reply.code(answer.statusCode).send(answer.body);
  }
  const hash = requestHash(request);
  const outcome = await db.transaction(async (tx) => {
    await lockKey(tx, `idempotency:${userId}:${key}`);
    await deleteKeysBefore(
      tx,
      userId,
      new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS),
    );
    const stored = await storedAnswer(tx, userId, key);
    if (stored) {
      if (stored.requestHash !== hash) return { reused: true as const };
      return {
        replayed: true,
        answer: { statusCode: stored.statusCode, body: stored.response as T },
      };
    }
    const answer = await write(tx);
    await storeAnswer(tx, {
      userId,
      key,
      requestHash: hash,
      statusCode: answer.statusCode,
      response: answer.body,
      createdAt: now,
    });
    return { replayed: false, answer };
  });
  if ("reused" in outcome) throw new KeyReused();
  if (outcome.replayed) reply.header("idempotent-replayed", "true");
  return reply.code(outcome.answer.statusCode).send(outcome.answer.body);
}
