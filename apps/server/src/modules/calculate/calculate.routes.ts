import { formulaOf } from "@kosh/core/calculators/calculator-formulas";
import { API_CALCULATORS } from "@kosh/core/calculators/calculator-registry";
import { CALCULATE_CONTRACTS } from "@kosh/core/contracts/calculate";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BadRequest } from "../../errors.ts";

/**
 * Inputs within every limit can still compound past what a JS number holds exactly
 * (₹10,000 crore at 50% for 50 years): say so, instead of sending a wrong figure or failing with a 500.
 */
function exactRupees<Result extends object>(result: Result): Result {
  if (!Object.values(result).every((value) => Number.isSafeInteger(value))) {
    throw new BadRequest(
      "The result is too large to calculate exactly. Use a smaller amount, rate or period.",
    );
  }
  return result;
}

/**
 * The calculators the web app asks the server for (docs/product.md#calculator-results), one route
 * per registry entry with an `api` part: its contracts (contracts/calculate.ts) and its formula from
 * core (docs/architecture.md#adding-a-calculator).
 */
export const calculateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["calculators"];

  for (const { slug, api } of API_CALCULATORS) {
    const { request, response } = CALCULATE_CONTRACTS[slug];
    const { compute } = formulaOf(slug);
    app.post(
      `/${slug}`,
      {
        schema: {
          tags,
          summary: api.summary,
          body: request,
          response: { 200: response },
        },
      },
      async (request) => exactRupees(compute(request.body)),
    );
  }
};
