import {
  accessSchema,
  createMemberRequest,
  grantAccessRequest,
  grantAccessResponse,
  householdSchema,
  memberSchema,
  updateMemberRequest,
} from "../contracts/household.ts";
import { z } from "zod";
import { householdMembersRoute } from "./early-routes.ts";
import { defineEndpoints } from "./endpoint.ts";
import { inHousehold } from "./household-scope.ts";
import { idParams } from "./path-params.ts";

const tags = ["household"];

/**
 * The household (docs/product.md#household): its members, who else may see or change it, and the
 * households the caller may see. Members belong to the household `?household=` names (the caller's
 * own by default); sharing is the caller's own household's, which only its owner gives and takes.
 */
export const householdEndpoints = defineEndpoints({
  households: {
    method: "GET",
    path: "/api/households",
    access: "signed-in",
    tags,
    operationId: "listHouseholds",
    summary:
      "The households the caller may see: their own first, then those shared with them",
    responses: { 200: z.array(householdSchema) },
    errors: [401],
  },
  members: {
    ...householdMembersRoute,
    ...inHousehold("view"),
    tags,
    operationId: "listHouseholdMembers",
    summary: "The household's members, its own person first, then by name",
    responses: { 200: z.array(memberSchema) },
    errors: [401, 404],
  },
  addMember: {
    method: "POST",
    path: "/api/household/members",
    ...inHousehold("edit"),
    tags,
    operationId: "addHouseholdMember",
    summary: "Add a member to the household",
    body: createMemberRequest,
    responses: { 201: memberSchema },
    errors: [401, 403, 404],
  },
  updateMember: {
    method: "PATCH",
    path: "/api/household/members/:id",
    ...inHousehold("edit"),
    tags,
    operationId: "updateHouseholdMember",
    summary: "Change a member's name, relation or date of birth",
    params: idParams,
    body: updateMemberRequest,
    responses: { 200: memberSchema },
    errors: [401, 403, 404],
  },
  removeMember: {
    method: "DELETE",
    path: "/api/household/members/:id",
    ...inHousehold("edit"),
    tags,
    operationId: "removeHouseholdMember",
    summary:
      "Remove a member no investment names (409 naming how many do); the household's own person stays",
    params: idParams,
    responses: { 204: z.null() },
    errors: [401, 403, 404, 409],
  },
  access: {
    method: "GET",
    path: "/api/household/access",
    access: "signed-in",
    tags,
    operationId: "listHouseholdAccess",
    summary: "Who else may see or change the caller's own household",
    responses: { 200: z.array(accessSchema) },
    errors: [401],
  },
  grantAccess: {
    method: "POST",
    path: "/api/household/access",
    access: "signed-in",
    tags,
    operationId: "grantHouseholdAccess",
    summary:
      "Let a person an admin has invited see (view) or change (edit) the caller's own household",
    description:
      "Sharing never lets anyone in: the address must belong to a person who can already sign in (409 otherwise). Granting again to the same person changes their role and answers the same id.",
    body: grantAccessRequest,
    responses: { 201: grantAccessResponse },
    errors: [401, 409],
  },
  revokeAccess: {
    method: "DELETE",
    path: "/api/household/access/:id",
    access: "signed-in",
    tags,
    operationId: "revokeHouseholdAccess",
    summary:
      "Take back a person's access to the caller's own household; it ends with their next request",
    params: idParams,
    responses: { 204: z.null() },
    errors: [401, 404],
  },
});
