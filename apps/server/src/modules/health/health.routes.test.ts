import Fastify from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { fillTheDiskFor } from "../../../test/full-disk.ts";
import { createTestDatabase } from "../../../test/test-database.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { probeDatabaseWrite, WRITE_PROBE_TABLE } from "../../db/database.ts";
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

  it("says the database cannot write when its disk is full, and ok again once it can", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: "test" }),
      db: database.db,
    });
    try {
      const healthy = await app.inject({ url: "/api/health" });
      expect(healthy.json()).toEqual({
        status: "ok",
        checks: { database: "ok" },
      });
      // PGlite has one connection, the app's: the probe's temporary table is the one filled here.
      await probeDatabaseWrite(database.db);
      const free = await fillTheDiskFor(
        database.db,
        `pg_temp.${WRITE_PROBE_TABLE}`,
      );
      // Reads still answer: a `select 1` alone would say ok.
      const full = await app.inject({ url: "/api/health" });
      expect(full.statusCode).toBe(503);
      expect(full.headers["retry-after"]).toBeDefined();
      expect(full.json().message).toBe(
        "Kosh is not healthy: database cannot write (its disk is full). Please try again in a few moments.",
      );

      await free();
      expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
