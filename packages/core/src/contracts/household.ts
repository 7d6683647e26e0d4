import { z } from "zod";
import { email } from "./auth.ts";
import { message } from "./message.ts";
import { oneOf } from "./one-of.ts";
import { singleLineText } from "./plain-text.ts";

/**
 * The household (docs/product.md#household): the people whose deposits one person looks after,
 * who else may see or change them, and which households a person may see.
 */

/** How a member is related to the person whose household it is; `self` is that person. */
export const MEMBER_RELATIONS = [
  "self",
  "spouse",
  "parent",
  "child",
  "sibling",
  "grandparent",
  "grandchild",
  "other",
] as const;
export type MemberRelation = (typeof MEMBER_RELATIONS)[number];

/** The relations a member added by hand may have: `self` is the household's own person only. */
export const ADDED_MEMBER_RELATIONS = MEMBER_RELATIONS.filter(
  (relation): relation is Exclude<MemberRelation, "self"> =>
    relation !== "self",
) as unknown as readonly [
  Exclude<MemberRelation, "self">,
  ...Exclude<MemberRelation, "self">[],
];

/** At most this many people are named on one deposit (first holder and joint holders). */
export const MAX_HOLDERS = 4;

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  relation: z.enum(MEMBER_RELATIONS),
  /** YYYY-MM-DD; null when not given (the TDS threshold then assumes under 60). */
  date_of_birth: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

const memberName = z
  .string({ error: message("field.required", { field: "name" }) })
  .check(singleLineText("name"))
  .trim()
  .min(1, message("field.required", { field: "name" }))
  .max(100, message("field.atMostCharacters", { field: "name", max: 100 }));

const dateOfBirth = z
  .string({ error: message("field.text", { field: "date_of_birth" }) })
  .regex(
    /^\d{4}-\d{2}-\d{2}$/,
    message("field.date", { field: "date_of_birth" }),
  )
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`);
      // A day that does not exist (2024-13-45) is an invalid Date, which cannot be written out.
      return (
        !Number.isNaN(day.getTime()) &&
        day.toISOString().startsWith(value) &&
        value >= "1900-01-01"
      );
    },
    message("field.realDate", { field: "date_of_birth" }),
  )
  .nullish()
  .transform((value) => value ?? null);

/** Adding a member: a name, how they are related, and their date of birth if known. */
export const createMemberRequest = z.strictObject({
  name: memberName,
  relation: oneOf("relation", ADDED_MEMBER_RELATIONS),
  date_of_birth: dateOfBirth,
});
export type CreateMemberInput = z.input<typeof createMemberRequest>;

/** Changing a member: any of its fields; the household's own person stays `self`. */
export const updateMemberRequest = z.strictObject({
  name: memberName.optional(),
  relation: oneOf("relation", ADDED_MEMBER_RELATIONS).optional(),
  date_of_birth: dateOfBirth.optional(),
});
export type UpdateMemberInput = z.input<typeof updateMemberRequest>;

/** What another person may do in a household shared with them. */
export const ACCESS_ROLES = ["view", "edit"] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/** The caller's own part in a household: theirs, or shared with them to view or edit. */
export const HOUSEHOLD_ROLES = ["owner", ...ACCESS_ROLES] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

/** Sharing the household with a person an admin has invited. */
export const grantAccessRequest = z.strictObject({
  email,
  role: oneOf("role", ACCESS_ROLES),
});
export type GrantAccessInput = z.input<typeof grantAccessRequest>;

export const accessSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Their name as their profile gives it; null before they completed it. */
  name: z.string().nullable(),
  role: z.enum(ACCESS_ROLES),
});
export type HouseholdAccess = z.infer<typeof accessSchema>;

export const grantAccessResponse = z.object({ id: z.string() });

export const householdSchema = z.object({
  /** What `?household=` takes on every household route. */
  id: z.string(),
  /** Whose household it is: their name, or their e-mail before they gave a name. */
  name: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
});
export type Household = z.infer<typeof householdSchema>;

/** The query every household-scoped route takes; absent: the caller's own household. */
export const householdQuery = z.strictObject({
  household: z.string().optional(),
});

/**
 * The members named on a deposit, first holder first (docs/product.md#household): at least one,
 * none twice.
 */
export const holderIds = z
  .array(
    z
      .string({ error: message("field.text", { field: "holder_ids" }) })
      .min(1, message("field.notValid", { field: "holder_ids" }))
      .max(64, message("field.notValid", { field: "holder_ids" })),
    {
      error: message("field.type", {
        field: "holder_ids",
        type: message("word.anArray"),
      }),
    },
  )
  .min(1, message("field.required", { field: "holder_ids" }))
  .max(
    MAX_HOLDERS,
    message("household.atMostHolders", {
      field: "holder_ids",
      max: MAX_HOLDERS,
    }),
  )
  .refine(
    (ids) => new Set(ids).size === ids.length,
    message("household.holderTwice", { field: "holder_ids" }),
  );

export const setHoldersRequest = z.strictObject({ holder_ids: holderIds });
export type SetHoldersInput = z.input<typeof setHoldersRequest>;
