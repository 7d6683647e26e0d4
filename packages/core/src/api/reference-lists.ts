import {
  companySchema,
  companyTypeSchema,
  createCompanyRequest,
  createCompanyTypeRequest,
  createInvestTypeRequest,
  companyTypeCoverRequest,
  companyTypeCoverResponse,
  investTypeSchema,
  investTypeSchemeRequest,
} from "../contracts/reference-lists.ts";
import { z } from "zod";
import { defineEndpoints } from "./endpoint.ts";
import { idParams } from "./path-params.ts";

const tags = ["reference lists"];

interface TypeList<Path extends string, Entry extends z.ZodType> {
  path: Path;
  entry: Entry;
  request: typeof createCompanyTypeRequest;
  /** How the summaries name the list, one entry, and what uses an entry. */
  words: { plural: string; one: string; user: string };
}

/** The four endpoints of a list of types (company types, investment types): read, add, rename, delete. */
function typeListEndpoints<
  const Path extends `/api/admin/${string}`,
  Entry extends z.ZodType,
>({ path, entry, request, words }: TypeList<Path, Entry>) {
  // TypeScript cannot see that a path under /api/admin stays under /api with a segment more.
  const entryPath = `${path}/:id` as `${Path}/:id` & `/api/${string}`;
  return defineEndpoints({
    list: {
      method: "GET",
      path,
      access: "signed-in",
      tags,
      summary: `${words.plural}, by name`,
      responses: { 200: z.array(entry) },
    },
    add: {
      method: "POST",
      path,
      access: "admin",
      tags,
      summary: `Add ${words.one} (admins)`,
      body: request,
      responses: { 201: entry },
    },
    rename: {
      method: "PATCH",
      path: entryPath,
      access: "admin",
      tags,
      summary: `Rename ${words.one} (admins)`,
      params: idParams,
      body: request,
      responses: { 200: entry },
    },
    remove: {
      method: "DELETE",
      path: entryPath,
      access: "admin",
      tags,
      summary: `Delete ${words.one} no ${words.user} uses (admins)`,
      params: idParams,
      responses: { 204: z.null() },
    },
  });
}

/**
 * The reference lists (docs/product.md#reference-lists): every signed-in person reads them (the
 * add-investment form needs them); only admins add, rename or delete entries.
 */
export const companyTypeEndpoints = {
  ...typeListEndpoints({
    path: "/api/admin/company-types",
    entry: companyTypeSchema,
    request: createCompanyTypeRequest,
    words: { plural: "Company types", one: "a company type", user: "company" },
  }),
  ...defineEndpoints({
    setCover: {
      method: "PUT",
      path: "/api/admin/company-types/:id/cover",
      access: "admin",
      tags,
      operationId: "setCompanyTypeCover",
      summary:
        "Say what stands behind deposits with this type of institution: DICGC's deposit insurance, the Government of India, or neither (admins)",
      params: idParams,
      body: companyTypeCoverRequest,
      responses: { 200: companyTypeCoverResponse },
      errors: [400, 401, 403, 404],
    },
  }),
};

export const companyEndpoints = defineEndpoints({
  list: {
    method: "GET",
    path: "/api/admin/companies",
    access: "signed-in",
    tags,
    summary: "Companies with their type, by name",
    responses: { 200: z.array(companySchema) },
  },
  add: {
    method: "POST",
    path: "/api/admin/companies",
    access: "admin",
    tags,
    summary: "Add a company (admins)",
    body: createCompanyRequest,
    responses: { 201: companySchema },
  },
  update: {
    method: "PATCH",
    path: "/api/admin/companies/:id",
    access: "admin",
    tags,
    summary: "Rename a company or change its type (admins)",
    params: idParams,
    body: createCompanyRequest,
    responses: { 200: companySchema },
  },
  remove: {
    method: "DELETE",
    path: "/api/admin/companies/:id",
    access: "admin",
    tags,
    summary: "Delete a company no investment uses (admins)",
    params: idParams,
    responses: { 204: z.null() },
  },
});

/**
 * Investment types: a new type earns by the scheme its name says (schemeOfTypeName), a term
 * deposit unless it is one of the usual names; admins change it.
 */
export const investTypeEndpoints = {
  ...typeListEndpoints({
    path: "/api/admin/invest-types",
    entry: investTypeSchema,
    request: createInvestTypeRequest,
    words: {
      plural: "Investment types",
      one: "an investment type",
      user: "investment",
    },
  }),
  ...defineEndpoints({
    setScheme: {
      method: "PUT",
      path: "/api/admin/invest-types/:id/scheme",
      access: "admin",
      tags,
      operationId: "setInvestTypeScheme",
      summary:
        "Say how investments of this type earn: term deposit, recurring deposit, PPF, Sukanya Samriddhi, NSC, KVP, SCSS, MIS or time deposit (admins)",
      params: idParams,
      body: investTypeSchemeRequest,
      responses: { 200: investTypeSchema },
      errors: [400, 401, 403, 404, 409],
    },
  }),
};
