import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";

describe("GET /api/operator", () => {
  it("answers anyone with the operator's name and address as configured", async ({
    kosh,
  }) => {
    const response = await kosh.app.inject({
      method: "GET",
      url: "/api/operator",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: "Sharma Family Office",
      email: "privacy@sharma.example.in",
    });
  });

  it("answers null for what is not configured, never an invented name", async () => {
    const app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }) });
    try {
      const response = await app.inject({
        method: "GET",
        url: "/api/operator",
      });
      expect(response.json()).toEqual({ name: null, email: null });
    } finally {
      await app.close();
    }
  });
});
