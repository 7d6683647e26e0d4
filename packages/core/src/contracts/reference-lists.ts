import { z } from "zod";
import { INSTITUTION_COVERS } from "../deposits/deposit-insurance.ts";
import { INVESTMENT_SCHEMES } from "../deposits/investment-scheme.ts";
import { message } from "./message.ts";
import { oneOf } from "./one-of.ts";
import { singleLineText } from "./plain-text.ts";

/** Names are compared and stored with runs of spaces collapsed: "HDFC  Bank " is "HDFC Bank". */
export function normaliseListName(value: string): string {
  return value.trim().replace(/\s+/g, " ");
}

const listName = (field: string) =>
  z
    .string({ error: message("field.required", { field }) })
    .check(singleLineText(field))
    .transform(normaliseListName)
    .pipe(
      z
        .string()
        .min(1, message("field.required", { field }))
        .max(100, message("field.atMostCharacters", { field, max: 100 })),
    );

/**
 * What stands behind deposits with a type of institution (docs/product.md#deposit-insurance):
 * DICGC's deposit insurance, the Government of India, or neither.
 */
const cover = z.enum(INSTITUTION_COVERS);

export const companyTypeSchema = z.object({
  id: z.string(),
  type_name: z.string(),
  cover,
});
export type CompanyType = z.infer<typeof companyTypeSchema>;

export const investTypeSchema = z.object({
  id: z.string(),
  type_name: z.string(),
  /** How investments of this type earn (docs/product.md#schemes-in-my-investments). */
  scheme: z.enum(INVESTMENT_SCHEMES),
});
export type InvestType = z.infer<typeof investTypeSchema>;

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  company_type_id: z.string(),
  investment_company_types: z.object({
    type_name: z.string(),
    cover,
  }),
});
export type Company = z.infer<typeof companySchema>;

/**
 * Adding to a list (docs/product.md#reference-lists): types need type_name; a company needs a name
 * and a company type.
 */
export const createCompanyTypeRequest = z.strictObject({
  type_name: listName("type_name"),
});
export type CreateCompanyTypeInput = z.input<typeof createCompanyTypeRequest>;

export const createInvestTypeRequest = z.strictObject({
  type_name: listName("type_name"),
});
export type CreateInvestTypeInput = z.input<typeof createInvestTypeRequest>;

export const createCompanyRequest = z.strictObject({
  name: listName("name"),
  company_type_id: z
    .string({ error: message("field.required", { field: "company_type_id" }) })
    .trim()
    .min(1, message("field.required", { field: "company_type_id" }))
    .max(64, message("field.notValid", { field: "company_type_id" })),
});
export type CreateCompanyInput = z.input<typeof createCompanyRequest>;

/** An admin says how investments of a type earn. */
export const investTypeSchemeRequest = z.strictObject({
  scheme: oneOf("scheme", INVESTMENT_SCHEMES),
});
export type InvestTypeSchemeInput = z.input<typeof investTypeSchemeRequest>;

/** An admin says what stands behind deposits with a type of institution. */
export const companyTypeCoverRequest = z.strictObject({
  cover: oneOf("cover", INSTITUTION_COVERS),
});
export type CompanyTypeCoverInput = z.input<typeof companyTypeCoverRequest>;

/** The answer to that change: the company type and what it now says. */
export const companyTypeCoverResponse = z.object({
  id: z.string(),
  cover,
});
export type CompanyTypeCover = z.infer<typeof companyTypeCoverResponse>;
