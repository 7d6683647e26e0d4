import type {
  AccessRole,
  CreateMemberInput,
  Household,
  HouseholdAccess,
  Member,
  UpdateMemberInput,
} from "@kosh/core/contracts/household";
import { message } from "@kosh/core/contracts/message";
import type { FastifyInstance } from "fastify";
import { Conflict, NotFound } from "../../errors.ts";
import { findActiveUserByEmail } from "../users/users.repo.ts";
import {
  deleteMember,
  grantAccess,
  holdingsOf,
  householdsOf,
  insertMember,
  listAccess,
  listMembers,
  memberOf,
  revokeAccess,
  updateMember,
} from "./household.repo.ts";

const memberNotFound = () => new NotFound(message("household.memberNotFound"));

/**
 * The household (docs/product.md#household): members of the household the route's `?household=`
 * resolved to (plugins/endpoint-route.ts checked the caller may see or change it), and the sharing of
 * the caller's own household, which only its owner gives.
 */
export function createHouseholdService(app: FastifyInstance) {
  const { db } = app;

  return {
    households(userId: string): Promise<Household[]> {
      return householdsOf(db, userId);
    },

    members(householdId: string): Promise<Member[]> {
      return listMembers(db, householdId);
    },

    async addMember(
      householdId: string,
      input: CreateMemberInput,
    ): Promise<Member> {
      const id = await insertMember(db, householdId, {
        name: input.name,
        relation: input.relation,
        dateOfBirth: input.date_of_birth ?? null,
      });
      return (await memberOf(db, householdId, id))!;
    },

    async updateMember(
      householdId: string,
      id: string,
      input: UpdateMemberInput,
    ): Promise<Member> {
      const member = await memberOf(db, householdId, id);
      if (!member) throw memberNotFound();
      if (member.relation === "self" && input.relation !== undefined)
        throw new Conflict(message("household.selfRelation"));
      await updateMember(db, householdId, id, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.relation === undefined ? {} : { relation: input.relation }),
        ...(input.date_of_birth === undefined
          ? {}
          : { dateOfBirth: input.date_of_birth }),
      });
      return (await memberOf(db, householdId, id))!;
    },

    /** 409 for the household's own person and for a member an investment names (how many). */
    async removeMember(householdId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const member = await memberOf(tx, householdId, id);
        if (!member) throw memberNotFound();
        if (member.relation === "self")
          throw new Conflict(message("household.selfStays"));
        const holdings = await holdingsOf(tx, id);
        if (holdings > 0)
          throw new Conflict(
            message("household.memberHolds", {
              name: member.name,
              count: holdings,
            }),
          );
        await deleteMember(tx, householdId, id);
      });
    },

    access(ownerId: string): Promise<HouseholdAccess[]> {
      return listAccess(db, ownerId);
    },

    /** Only a person who can already sign in (an admin invited them) is given access. */
    async grant(
      ownerId: string,
      email: string,
      role: AccessRole,
    ): Promise<{ id: string }> {
      const person = await findActiveUserByEmail(db, email);
      if (!person)
        throw new Conflict(message("household.notInvited", { email }));
      if (person.id === ownerId)
        throw new Conflict(message("household.notYourself"));
      return { id: await grantAccess(db, ownerId, person.id, role) };
    },

    async revoke(ownerId: string, id: string): Promise<void> {
      if (!(await revokeAccess(db, ownerId, id)))
        throw new NotFound(message("household.accessNotFound"));
    },
  };
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;
