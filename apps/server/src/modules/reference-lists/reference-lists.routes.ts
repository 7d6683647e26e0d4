import {
  companySchema,
  companyTypeSchema,
  createCompanyRequest,
  createCompanyTypeRequest,
  createInvestTypeRequest,
  investTypeSchema,
} from "@kosh/core/contracts/reference-lists";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addCompany,
  addCompanyType,
  addInvestType,
  listCompanies,
  listCompanyTypes,
  listInvestTypes,
} from "./reference-lists.repo.ts";

/**
 * The reference lists of SPEC.md §7. Every signed-in user reads them (the add-investment form
 * needs them); only admins add to them. Checks run on request, before the body is validated,
 * so a caller without the right learns nothing from validation messages.
 */
export const referenceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["reference lists"];
  const signedIn = { onRequest: app.authenticate };
  const adminOnly = { onRequest: app.requireAdmin };

  app.get(
    "/company-types",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Company types, by name",
        response: { 200: z.array(companyTypeSchema) },
      },
    },
    async () => listCompanyTypes(app.db),
  );

  app.post(
    "/company-types",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Add a company type (admins)",
        body: createCompanyTypeRequest,
        response: { 201: companyTypeSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addCompanyType(app.db, request.body.type_name)),
  );

  app.get(
    "/companies",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Companies with their type, by name",
        response: { 200: z.array(companySchema) },
      },
    },
    async () => listCompanies(app.db),
  );

  app.post(
    "/companies",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Add a company (admins)",
        body: createCompanyRequest,
        response: { 201: companySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addCompany(
            app.db,
            request.body.name,
            request.body.company_type_id,
          ),
        ),
  );

  app.get(
    "/invest-types",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Investment types, by name",
        response: { 200: z.array(investTypeSchema) },
      },
    },
    async () => listInvestTypes(app.db),
  );

  app.post(
    "/invest-types",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Add an investment type (admins)",
        body: createInvestTypeRequest,
        response: { 201: investTypeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addInvestType(app.db, request.body.type_name)),
  );
};
