import {
  companySchema,
  companyTypeSchema,
  createCompanyRequest,
  createCompanyTypeRequest,
  createInvestTypeRequest,
  depositInsuranceRequest,
  depositInsuranceResponse,
  investTypeSchema,
} from "@kosh/core/contracts/reference-lists";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type {
  FastifyPluginAsyncZod,
  ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { errorResponses, SIGNED_IN } from "../../plugins/openapi.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import {
  createReferenceListService,
  type TypeListService,
} from "./reference-lists.service.ts";

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
  const lists = createReferenceListService(app);

  typeListRoutes(app, {
    path: "/company-types",
    list: lists.companyTypes,
    entry: companyTypeSchema,
    request: createCompanyTypeRequest,
    words: { plural: "Company types", one: "a company type", user: "company" },
  });

  app.put(
    "/company-types/:id/deposit-insurance",
    {
      ...adminOnly,
      schema: {
        tags,
        operationId: "setCompanyTypeDepositInsurance",
        summary:
          "Say whether deposits with this type of institution are insured by DICGC (admins)",
        security: SIGNED_IN,
        params: idParams,
        body: depositInsuranceRequest,
        response: {
          200: depositInsuranceResponse,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      lists.setDepositsInsured(
        request.params.id,
        request.body.deposits_insured,
      ),
  );

  app.get(
    "/companies",
    {
      ...signedIn,
      schema: {
        tags,
        security: SIGNED_IN,
        summary: "Companies with their type, by name",
        response: { 200: z.array(companySchema) },
      },
    },
    async () => lists.companies.list(),
  );

  app.post(
    "/companies",
    {
      ...adminOnly,
      schema: {
        tags,
        security: SIGNED_IN,
        summary: "Add a company (admins)",
        body: createCompanyRequest,
        response: { 201: companySchema },
      },
    },
    async (request, reply) => {
      const { name, company_type_id } = request.body;
      return reply
        .code(201)
        .send(await lists.companies.add(name, company_type_id));
    },
  );

  app.patch(
    "/companies/:id",
    {
      ...adminOnly,
      schema: {
        tags,
        security: SIGNED_IN,
        summary: "Rename a company or change its type (admins)",
        params: idParams,
        body: createCompanyRequest,
        response: { 200: companySchema },
      },
    },
    async (request) => {
      const { name, company_type_id } = request.body;
      return lists.companies.update(request.params.id, name, company_type_id);
    },
  );

  app.delete(
    "/companies/:id",
    {
      ...adminOnly,
      schema: {
        tags,
        security: SIGNED_IN,
        summary: "Delete a company no investment uses (admins)",
        params: idParams,
      },
    },
    async (request, reply) => {
      await lists.companies.remove(request.params.id);
      return reply.code(204).send();
    },
  );

  typeListRoutes(app, {
    path: "/invest-types",
    list: lists.investTypes,
    entry: investTypeSchema,
    request: createInvestTypeRequest,
    words: {
      plural: "Investment types",
      one: "an investment type",
      user: "investment",
    },
  });
};

interface TypeListRoutes {
  path: string;
  list: TypeListService;
  /** Company types also say whether their deposits are insured; investment types do not. */
  entry: typeof companyTypeSchema | typeof investTypeSchema;
  request: typeof createCompanyTypeRequest;
  /** How the summaries name the list, one entry, and what uses an entry. */
  words: { plural: string; one: string; user: string };
}

/** The four routes of a list of types (company types, investment types): read, add, rename, delete. */
function typeListRoutes(
  app: FastifyInstance,
  { path, list, entry, request: body, words }: TypeListRoutes,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["reference lists"];
  const adminOnly = { onRequest: app.requireAdmin };

  typed.get(
    path,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: SIGNED_IN,
        summary: `${words.plural}, by name`,
        response: { 200: z.array(entry) },
      },
    },
    async () => list.list(),
  );

  typed.post(
    path,
    {
      ...adminOnly,
      schema: {
        tags,
        security: SIGNED_IN,
        summary: `Add ${words.one} (admins)`,
        body,
        response: { 201: entry },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await list.add(request.body.type_name)),
  );

  typed.patch(
    `${path}/:id`,
    {
      ...adminOnly,
      schema: {
        tags,
        security: SIGNED_IN,
        summary: `Rename ${words.one} (admins)`,
        params: idParams,
        body,
        response: { 200: entry },
      },
    },
    async (request) => list.rename(request.params.id, request.body.type_name),
  );

  typed.delete(
    `${path}/:id`,
    {
      ...adminOnly,
      schema: {
        tags,
        security: SIGNED_IN,
        summary: `Delete ${words.one} no ${words.user} uses (admins)`,
        params: idParams,
      },
    },
    async (request, reply) => {
      await list.remove(request.params.id);
      return reply.code(204).send();
    },
  );
}

/** Encapsulated (its hooks stay inside), named, and refused at boot unless registered after its dependencies. */
export const referenceListRoutes = fp(routes, {
  name: "kosh-reference-lists",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
