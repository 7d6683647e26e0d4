import type { HouseholdRole } from "@kosh/core/contracts/household";
import { message } from "@kosh/core/contracts/message";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { Forbidden, NotFound } from "../../errors.ts";
import { signedInUser } from "../auth/authenticate.ts";
import { roleIn } from "./household.repo.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The check of household-scoped entries (`household: "view" | "edit"`), run on request after
     * `authenticate` by plugins/endpoint-route.ts: sets `request.household`, or answers 404 for a
     * household the caller may not see and 403 for a change where they may only view.
     */
    inHousehold: (
      request: FastifyRequest,
      need: "view" | "edit",
    ) => Promise<void>;
  }
  interface FastifyRequest {
    /** The household `?household=` names (the caller's own without it) and the caller's part in it. */
    household: { id: string; role: HouseholdRole } | null;
  }
}

/**
 * Resolves `?household=` for the signed-in caller (docs/product.md#household), read afresh on every
 * request, so access taken back ends with the next one. Another household than those the caller
 * may see is answered like a missing one.
 */
export function householdCheckWith(db: Database) {
  return async function inHousehold(
    request: FastifyRequest,
    need: "view" | "edit",
  ): Promise<void> {
    const user = signedInUser(request);
    const asked = (request.query as { household?: unknown } | undefined)
      ?.household;
    if (asked !== undefined && typeof asked !== "string") throw new NotFound();
    const id = asked || user.id;
    const role = await roleIn(db, user.id, id);
    if (!role) throw new NotFound();
    if (need === "edit" && role === "view")
      throw new Forbidden(message("household.viewOnly"));
    request.household = { id, role };
  };
}

/** The household a request that went through `app.inHousehold` is about: its id. */
export function householdOf(request: FastifyRequest): string {
  if (!request.household) throw new NotFound();
  return request.household.id;
}
