import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app.ts";
import { loadConfig } from "../../config.ts";

let app: App;
beforeAll(async () => {
  app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }) });
});
afterAll(() => app.close());

describe("POST /api/calculate/home-loan", () => {
  it("answers the known EMI", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/calculate/home-loan",
      payload: { principal: 5_000_000, rate: 8.5, tenure: 20 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      emi: 43_391,
      totalAmount: 10_413_879,
      totalInterest: 5_413_879,
      principal: 5_000_000,
    });
  });
});
