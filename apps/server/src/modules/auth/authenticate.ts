import type { FastifyReply, FastifyRequest } from "fastify";
import type { UserRow } from "../../db/schema.ts";
import { Forbidden, Unauthorized } from "../../errors.ts";
import type { AuthService } from "./auth.service.ts";
import { bearerToken } from "./session-token.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The check of signed-in routes: the bearer token's session sets `request.user`; 401 otherwise.
     * plugins/endpoint-route.ts runs it on request for every entry with `access: "signed-in"`.
     */
    authenticate: (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<void>;
    /** The check of `access: "admin"` entries: `authenticate`, then 403 unless the user is an admin. */
    requireAdmin: (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`, null on routes that do not use it. */
    user: UserRow | null;
    /** The session behind `user`, for signing out of exactly this one. */
    sessionId: string | null;
  }
}

export function authenticateWith(auth: AuthService) {
  return async function authenticate(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new Unauthorized();
    const { user, sessionId } = await auth.sessionForToken(token);
    request.user = user;
    request.sessionId = sessionId;
    // Answers that belong to one person must not sit in a shared cache (docs/product.md#security).
    reply.header("cache-control", "no-store");
  };
}

export function requireAdminWith(
  authenticate: ReturnType<typeof authenticateWith>,
) {
  return async function requireAdmin(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    await authenticate(request, reply);
    if (request.user?.role !== "admin") throw new Forbidden();
  };
}

/** The signed-in user of a request that went through `app.authenticate`. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Unauthorized();
  return request.user;
}
