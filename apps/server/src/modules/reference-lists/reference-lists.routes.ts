import {
  companySchema,
  companyTypeSchema,
  createCompanyRequest,
  createCompanyTypeRequest,
  createInvestTypeRequest,
  investTypeSchema,
} from "@kosh/core/contracts/reference-lists";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import {
  addCompany,
  deleteCompany,
  listCompanies,
  updateCompany,
} from "./companies.repo.ts";
import {
  addCompanyType,
  addInvestType,
  deleteCompanyType,
  deleteInvestType,
  listCompanyTypes,
  listInvestTypes,
  renameCompanyType,
  renameInvestType,
} from "./reference-lists.repo.ts";

const idParams = z.object({ id: z.string() });

/**
 * The reference lists (docs/product.md#reference-lists). Every signed-in user reads them (the
 * add-investment form needs them); only admins add, rename or delete entries. Checks run on
 * request, before the body is validated, so a caller without the right learns nothing from
 * validation messages.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
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

  app.patch(
    "/company-types/:id",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Rename a company type (admins)",
        params: idParams,
        body: createCompanyTypeRequest,
        response: { 200: companyTypeSchema },
      },
    },
    async (request) =>
      renameCompanyType(app.db, request.params.id, request.body.type_name),
  );

  app.delete(
    "/company-types/:id",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Delete a company type no company uses (admins)",
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteCompanyType(app.db, request.params.id);
      return reply.code(204).send();
    },
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
    async (request, reply) => {
      const { name, company_type_id } = request.body;
      return reply
        .code(201)
        .send(await addCompany(app.db, name, company_type_id));
    },
  );

  app.patch(
    "/companies/:id",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Rename a company or change its type (admins)",
        params: idParams,
        body: createCompanyRequest,
        response: { 200: companySchema },
      },
    },
    async (request) => {
      const { name, company_type_id } = request.body;
      return updateCompany(app.db, request.params.id, name, company_type_id);
    },
  );

  app.delete(
    "/companies/:id",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Delete a company no investment uses (admins)",
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteCompany(app.db, request.params.id);
      return reply.code(204).send();
    },
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

  app.patch(
    "/invest-types/:id",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Rename an investment type (admins)",
        params: idParams,
        body: createInvestTypeRequest,
        response: { 200: investTypeSchema },
      },
    },
    async (request) =>
      renameInvestType(app.db, request.params.id, request.body.type_name),
  );

  app.delete(
    "/invest-types/:id",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Delete an investment type no investment uses (admins)",
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteInvestType(app.db, request.params.id);
      return reply.code(204).send();
    },
  );
};

/** Encapsulated (its hooks stay inside), named, and refused at boot unless registered after its dependencies. */
export const referenceListRoutes = fp(routes, {
  name: "kosh-reference-lists",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
