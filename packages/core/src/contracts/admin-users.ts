import { z } from "zod";
import { sendOtpRequest } from "./auth.ts";
import { message } from "./message.ts";

/**
 * Beyond the original product (docs/product.md#users-and-invitations): the admin's list of who may
 * sign in, GET/POST /admin/users, PATCH /admin/users/:id.
 */

export const USER_ROLES = ["admin", "user"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** invited: never signed in; active: has signed in; disabled: may not sign in, whatever came before. */
export const USER_STATUSES = ["invited", "active", "disabled"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const role = z.enum(USER_ROLES, { error: message("admin.role") });

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  /** ISO timestamps. */
  last_sign_in_at: z.string().nullable(),
  invited_at: z.string(),
  /** The address of the admin who invited them; null for the start-up admin or a deleted inviter. */
  invited_by: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const inviteUserRequest = z.strictObject({
  email: sendOtpRequest.shape.email,
  role: role.default("user"),
});
export type InviteUserInput = z.input<typeof inviteUserRequest>;

export const updateUserRequest = z
  .strictObject({
    role: role.optional(),
    disabled: z
      .boolean({ error: message("field.trueOrFalse", { field: "disabled" }) })
      .optional(),
  })
  .refine(
    (change) => change.role !== undefined || change.disabled !== undefined,
    {
      message: message("admin.sayWhatToChange"),
    },
  );
export type UpdateUserInput = z.input<typeof updateUserRequest>;

/** One word per status for a badge. */
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  invited: "Invited",
  active: "Active",
  disabled: "Disabled",
};
