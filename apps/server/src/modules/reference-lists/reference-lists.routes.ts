import {
  companyEndpoints,
  companyTypeEndpoints,
  investTypeEndpoints,
} from "@kosh/core/api/reference-lists";
import type {
  CompanyType,
  InvestType,
} from "@kosh/core/contracts/reference-lists";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import {
  createReferenceListService,
  type TypeListService,
} from "./reference-lists.service.ts";

/**
 * The reference lists (docs/product.md#reference-lists). Every signed-in user reads them (the
 * add-investment form needs them); only admins add, rename or delete entries, as each entry
 * (packages/core/src/api/reference-lists.ts) declares. Checks run on request, before the body is
 * validated, so a caller without the right learns nothing from validation messages.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const lists = createReferenceListService(app);

  typeListRoutes(app, companyTypeEndpoints, lists.companyTypes);

  endpointRoute(app, companyTypeEndpoints.setCover, async (request) =>
    lists.setCover(request.params.id, request.body.cover),
  );

  endpointRoute(app, companyEndpoints.list, async () => lists.companies.list());

  endpointRoute(app, companyEndpoints.add, async (request, reply) => {
    const { name, company_type_id } = request.body;
    return reply
      .code(201)
      .send(await lists.companies.add(name, company_type_id));
  });

  endpointRoute(app, companyEndpoints.update, async (request) => {
    const { name, company_type_id } = request.body;
    return lists.companies.update(request.params.id, name, company_type_id);
  });

  endpointRoute(app, companyEndpoints.remove, async (request, reply) => {
    await lists.companies.remove(request.params.id);
    return reply.code(204).send(null);
  });

  typeListRoutes(app, investTypeEndpoints, lists.investTypes);

  endpointRoute(app, investTypeEndpoints.setScheme, async (request) =>
    lists.setInvestTypeScheme(request.params.id, request.body.scheme),
  );
};

/** The four routes of a list of types (company types, investment types): read, add, rename, delete. */
function typeListRoutes(
  app: FastifyInstance,
  endpoints: typeof companyTypeEndpoints | typeof investTypeEndpoints,
  list: TypeListService<CompanyType> | TypeListService<InvestType>,
) {
  endpointRoute(app, endpoints.list, async () => list.list());

  endpointRoute(app, endpoints.add, async (request, reply) =>
    reply.code(201).send(await list.add(request.body.type_name)),
  );

  endpointRoute(app, endpoints.rename, async (request) =>
    list.rename(request.params.id, request.body.type_name),
  );

  endpointRoute(app, endpoints.remove, async (request, reply) => {
    await list.remove(request.params.id);
    return reply.code(204).send(null);
  });
}

/** Encapsulated, named, and refused at boot unless registered after its dependencies. */
export const referenceListRoutes = fp(routes, {
  name: "kosh-reference-lists",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
