import {
  adminUserSchema,
  inviteUserRequest,
  updateUserRequest,
} from "../contracts/admin-users.ts";
import { z } from "zod";
import { defineEndpoints } from "./endpoint.ts";
import { idParams } from "./path-params.ts";

const tags = ["admin users"];

/** Who may sign in (docs/product.md#users-and-invitations): admins invite, change roles, disable. */
export const adminUserEndpoints = defineEndpoints({
  list: {
    method: "GET",
    path: "/api/admin/users",
    access: "admin",
    tags,
    summary: "Everyone invited, with status and last sign-in (admins)",
    responses: { 200: z.array(adminUserSchema) },
  },
  invite: {
    method: "POST",
    path: "/api/admin/users",
    access: "admin",
    tags,
    summary:
      "Invite an e-mail address with a role; queues the mail with the sign-in link (admins)",
    body: inviteUserRequest,
    responses: { 201: adminUserSchema },
  },
  update: {
    method: "PATCH",
    path: "/api/admin/users/:id",
    access: "admin",
    tags,
    summary: "Change a user's role, or disable / re-enable them (admins)",
    params: idParams,
    body: updateUserRequest,
    responses: { 200: adminUserSchema },
  },
});
