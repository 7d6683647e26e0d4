import {
  API_CALCULATORS,
  type ApiCalculatorSlug,
} from "../calculators/calculator-registry.ts";
import { CALCULATE_CONTRACTS } from "../contracts/calculate.ts";
import type { Endpoint } from "./endpoint.ts";

type Contracts = (typeof CALCULATE_CONTRACTS)[ApiCalculatorSlug];

/** `POST /api/calculate/<slug>`: one calculator, public. */
export interface CalculateEndpoint<
  Slug extends ApiCalculatorSlug,
> extends Endpoint {
  readonly method: "POST";
  readonly path: `/api/calculate/${Slug}`;
  readonly access: "public";
  readonly body: Contracts["request"];
  readonly responses: { readonly 200: Contracts["response"] };
}

/**
 * The calculators the server answers (docs/product.md#calculator-results), one endpoint per
 * registry entry with an `api` part (docs/architecture.md#adding-a-calculator), by slug.
 */
export const calculateEndpoints = Object.fromEntries(
  API_CALCULATORS.map(({ slug, api }) => {
    const { request, response } = CALCULATE_CONTRACTS[slug];
    const entry: CalculateEndpoint<typeof slug> = {
      method: "POST",
      path: `/api/calculate/${slug}`,
      access: "public",
      tags: ["calculators"],
      summary: api.summary,
      body: request,
      responses: { 200: response },
    };
    return [slug, entry];
  }),
) as { readonly [Slug in ApiCalculatorSlug]: CalculateEndpoint<Slug> };
