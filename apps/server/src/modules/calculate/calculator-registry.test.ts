import { API_CALCULATORS } from "@kosh/core/calculators/calculator-registry";
import { defaultInputs } from "@kosh/core/calculators/slider-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app.ts";
import { loadConfig } from "../../config.ts";

// Every calculator the registry says the server answers has its route and its OpenAPI operation,
// and the server answers no calculator outside the registry (docs/architecture.md#adding-a-calculator).

let app: App;
let paths: Record<string, { post?: { summary?: string } }>;
beforeAll(async () => {
  app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }) });
  paths = (await app.inject({ url: "/api/openapi.json" })).json().paths;
});
afterAll(() => app.close());

describe.each(API_CALCULATORS.map((entry) => [entry.slug, entry] as const))(
  "the registry entry %s",
  (slug, entry) => {
    const { api } = entry;
    it("has a route that answers its sliders' and choices' defaults with its result figures", async () => {
      const response = await app.inject({
        method: "POST",
        url: `/api/calculate/${slug}`,
        payload: defaultInputs(entry),
      });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json())).toEqual(api.results);
    });

    it("has an OpenAPI operation with its summary", () => {
      expect(paths[`/api/calculate/${slug}`]?.post?.summary).toBe(api.summary);
    });
  },
);

it("the server answers no calculator the registry does not list, nor one without an api part", () => {
  const documented = Object.keys(paths)
    .filter((path) => path.startsWith("/api/calculate/"))
    .map((path) => path.slice("/api/calculate/".length));
  expect(documented.toSorted()).toEqual(
    API_CALCULATORS.map(({ slug }) => slug).toSorted(),
  );
});
