import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";

let app: App;
beforeAll(async () => {
  app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }) });
});
afterAll(() => app.close());

describe("GET /api/openapi.json", () => {
  it("lists every calculator and the health check", async () => {
    const response = await app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("Kosh API");
    for (const calculator of [
      "home-loan",
      "sip",
      "fd",
      "rd",
      "simple-interest",
      "compound-interest",
    ]) {
      expect(document.paths).toHaveProperty([
        `/api/calculate/${calculator}`,
        "post",
      ]);
    }
    expect(document.paths).toHaveProperty(["/api/health", "get"]);
  });

  it("describes request bodies from the zod contracts, bounds included", async () => {
    const document = (await app.inject({ url: "/api/openapi.json" })).json();
    const schema =
      document.paths["/api/calculate/sip"].post.requestBody.content[
        "application/json"
      ].schema;
    expect(schema.required).toEqual([
      "monthlyInvestment",
      "expectedReturn",
      "timePeriod",
    ]);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.expectedReturn).toMatchObject({
      type: "number",
      exclusiveMinimum: 0,
      maximum: 50,
    });
  });

  it("leaves the documentation and the web app's files out of the document", async () => {
    const document = (await app.inject({ url: "/api/openapi.json" })).json();
    const paths = Object.keys(document.paths);
    expect(paths.every((path) => path.startsWith("/api/"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/api/docs"))).toBe(false);
  });
});

describe("GET /api/docs", () => {
  it("serves the Swagger UI page with scripts from files only", async () => {
    const response = await app.inject({ url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain('<div id="swagger-ui">');
    expect(response.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(String(response.headers["content-security-policy"])).toContain(
      "script-src 'self'",
    );
  });
});
