import Fastify from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { errorHandlerPlugin } from "../../plugins/error-handler.ts";
import { healthRoutes, type HealthRoutesOptions } from "./health.routes.ts";

/** The health routes with the app's error handler and the probes a module would pass in. */
async function healthApp(options: HealthRoutesOptions) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(healthRoutes, { prefix: "/api", ...options });
  return app;
}

describe("GET /api/health", () => {
  it("answers ok from the full app", async () => {
    const app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }) });
    const response = await app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", checks: {} });
    await app.close();
  });

  it("lists each dependency that answered", async () => {
    const app = await healthApp({ checks: { database: async () => 1 } });
    const response = await app.inject({ url: "/api/health" });
    expect(response.json()).toEqual({
      status: "ok",
      checks: { database: "ok" },
    });
    await app.close();
  });

  it("answers 503 with Retry-After naming the dependency that failed", async () => {
    const app = await healthApp({
      checks: {
        database: async () => {
          throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        },
        mail: async () => true,
      },
    });
    const response = await app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({
      statusCode: 503,
      code: "SERVICE_UNAVAILABLE",
      error: "Service Unavailable",
      message:
        "Kosh is not healthy: database not reachable. Please try again in a few moments.",
    });
    await app.close();
  });

  it("counts a dependency that hangs as down", async () => {
    const app = await healthApp({
      checks: { database: () => new Promise(() => {}) },
      timeoutMs: 50,
    });
    const started = Date.now();
    const response = await app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    await app.close();
  });
});
