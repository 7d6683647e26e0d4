import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";

let app: App;
beforeAll(async () => {
  app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }) });
});
afterAll(() => app.close());

// Found by the fuzz test's surface review: these answered outside the API's shape and headers.
describe("a URL with a broken %-escape", () => {
  it.each(["/api/health%", "/api/investments/%E0%A4%A"])(
    "gets 400 in the API's error shape, for a person, with the security headers (%s)",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: "BAD_URL",
        error: "Bad Request",
        message:
          "The address is not valid: it holds a broken %-escape. Check the link and try again.",
      });
      expect(response.headers["content-security-policy"]).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["cache-control"]).toBe("no-store");
    },
  );

  it("outside the API gets the pages' policy", async () => {
    const response = await app.inject({ url: "/sip%" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-security-policy"]).toContain(
      "script-src 'self'",
    );
    expect(response.headers.vary).toBe("Origin");
  });
});

describe("a URL with doubled slashes", () => {
  it.each(["/api//health", "//api/health", "/api/calculate//sip"])(
    "reaches the same route as with single ones (%s)",
    async (url) => {
      const response = await app.inject({
        method: url.endsWith("sip") ? "POST" : "GET",
        url,
        ...(url.endsWith("sip")
          ? {
              payload: {
                monthlyInvestment: 5000,
                expectedReturn: 12,
                timePeriod: 10,
              },
            }
          : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["content-security-policy"]).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
    },
  );
});
