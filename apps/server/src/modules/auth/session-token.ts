import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: what the client keeps and sends as `Authorization: Bearer …`. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored, so the sessions table cannot be replayed as tokens. */
export function sessionTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The token of an `Authorization: Bearer <token>` header, if it carries one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? "");
  return match?.[1];
}
