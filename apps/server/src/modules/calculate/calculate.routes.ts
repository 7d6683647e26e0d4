import { calculateEndpoints } from "@kosh/core/api/calculate";
import { loadFormula } from "@kosh/core/calculators/calculator-formulas";
import { API_CALCULATORS } from "@kosh/core/calculators/calculator-registry";
import { message } from "@kosh/core/contracts/message";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BadRequest } from "../../errors.ts";
import { endpointRoute } from "../../plugins/endpoint-route.ts";

/**
 * Inputs within every limit can still compound past what a JS number holds exactly
 * (₹10,000 crore at 50% for 50 years): say so, instead of sending a wrong figure or failing with a 500.
 */
function exactRupees<Result extends object>(result: Result): Result {
  for (const value of Object.values(result)) {
    // A result may be a list of rupees, one a year (an NSC's yearly interest: api.lists). Not
    // `.flat().every()`, which took about 1 µs of every answer (docs/bench-log.md, 2026-11-29).
    const exact = Array.isArray(value)
      ? value.every(Number.isSafeInteger)
      : Number.isSafeInteger(value);
    if (!exact) throw new BadRequest(message("calculate.tooLarge"));
  }
  return result;
}

/**
 * The calculators the web app asks the server for (docs/product.md#calculator-results), one route
 * per registry entry with an `api` part: its endpoint (packages/core/src/api/calculate.ts) and its
 * formula from core (docs/architecture.md#adding-a-calculator).
 */
export const calculateRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { slug } of API_CALCULATORS) {
    const { compute } = await loadFormula(slug);
    endpointRoute(app, calculateEndpoints[slug], async (request) =>
      exactRupees(compute(request.body)),
    );
  }
};
