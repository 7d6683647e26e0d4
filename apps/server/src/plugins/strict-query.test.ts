import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import {
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type Caller,
  startTrackerHarness,
  type TrackerHarness,
} from "../../test/tracker-harness.ts";
import { builtPageFile } from "@kosh/core/site/built-pages";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { errorHandlerPlugin } from "./error-handler.ts";
import { strictQueryPlugin } from "./strict-query.ts";

const unknownParameter = (message: string) => ({
  statusCode: 400,
  code: "VALIDATION_ERROR",
  error: "Bad Request",
  message,
});

describe("an /api route without query parameters", () => {
  let tracker: TrackerHarness;
  let investor: Caller;
  beforeAll(async () => {
    tracker = await startTrackerHarness();
    investor = await tracker.signedInUser("query");
  });
  afterAll(() => tracker.close());

  const routes: {
    method: "GET" | "POST";
    path: string;
    payload?: object;
    signedIn?: boolean;
  }[] = [
    { method: "GET", path: "/api/health" },
    {
      method: "POST",
      path: "/api/calculate/sip",
      payload: { monthlyInvestment: 5_000, expectedReturn: 12, timePeriod: 10 },
    },
    { method: "GET", path: "/api/investments", signedIn: true },
    { method: "GET", path: "/api/openapi.json" },
  ];
  const send = (route: (typeof routes)[number], query: string) =>
    (route.signedIn ? investor : tracker.anonymous).request(
      route.method,
      route.path + query,
      route.payload,
    );

  const named = routes.map(
    (route) => [`${route.method} ${route.path}`, route] as const,
  );

  it.each(named)("answers %s?foo=1 with 400 naming foo", async (_, route) => {
    const response = await send(route, "?foo=1");

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      unknownParameter("Unknown query parameter: foo"),
    );
  });

  it.each(named)(
    "answers %s with no query, or an empty one, as before",
    async (_, route) => {
      const plain = await send(route, "");
      const emptyQuery = await send(route, "?");

      expect(plain.statusCode).toBeGreaterThanOrEqual(200);
      expect(plain.statusCode).toBeLessThan(300);
      expect(emptyQuery.statusCode).toBe(plain.statusCode);
    },
  );

  it("names every unknown parameter once, and an empty name as such", async () => {
    const several = await send(routes[0]!, "?b=1&a=2&b=3");
    const unnamed = await send(routes[0]!, "?=1");

    expect(several.json()).toEqual(
      unknownParameter("Unknown query parameters: b, a"),
    );
    expect(unnamed.json()).toEqual(
      unknownParameter('Unknown query parameter: ""'),
    );
  });

  it("refuses HEAD as it refuses GET", async () => {
    const response = await tracker.server.app.inject({
      method: "HEAD",
      url: "/api/health?foo=1",
    });

    expect(response.statusCode).toBe(400);
  });
});

describe("paths that are not the API's contracts", () => {
  let webRoot: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), "kosh-dist-"));
    await writeFile(
      join(webRoot, "index.html"),
      "<!doctype html><title>Kosh</title>",
    );
    await writeFile(join(webRoot, "favicon.svg"), "<svg></svg>");
    // The page the build writes for /sip: an address with no page answers 404.
    await mkdir(join(webRoot, "prerendered/sip"), { recursive: true });
    await writeFile(
      join(webRoot, builtPageFile("/sip")),
      "<!doctype html><title>SIP Calculator — Kosh</title>",
    );
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), webRoot });
  });
  afterAll(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each([
    ["a shareable calculator link", "/sip?monthlyInvestment=5000"],
    ["a static file", "/favicon.svg?v=2"],
    ["the API documentation page", "/api/docs?url=x"],
    [
      "the API documentation's copy of the OpenAPI document",
      "/api/docs/json?x=1",
    ],
  ])("keep their query: %s", async (_, url) => {
    const response = await app.inject({ method: "GET", url });

    expect(response.statusCode).toBe(200);
  });

  it("still answers an unknown /api path with 404, query or not", async () => {
    const response = await app.inject({ url: "/api/nowhere?foo=1" });

    expect(response.statusCode).toBe(404);
  });
});

describe("an /api route that declares its query parameters", () => {
  async function appWith(querystring: z.ZodType) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(strictQueryPlugin);
    app.get("/api/items", { schema: { querystring } }, (request) => ({
      query: request.query,
    }));
    await app.ready();
    return app;
  }

  it("accepts those it lists and refuses any other, naming it", async () => {
    const app = await appWith(z.object({ page: z.coerce.number() }));

    const listed = await app.inject({ url: "/api/items?page=2" });
    const other = await app.inject({ url: "/api/items?page=2&sort=name" });

    expect(listed.json()).toEqual({ query: { page: 2 } });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual(
      unknownParameter("Unknown query parameter: sort"),
    );
    await app.close();
  });

  it("leaves a contract that chose to accept extra parameters as it is", async () => {
    const app = await appWith(z.looseObject({ page: z.coerce.number() }));

    const response = await app.inject({ url: "/api/items?page=2&utm=mail" });

    expect(response.json()).toEqual({ query: { page: 2, utm: "mail" } });
    await app.close();
  });

  it("refuses to start with a query contract that is not a zod object", async () => {
    await expect(appWith(z.string() as unknown as z.ZodObject)).rejects.toThrow(
      "GET /api/items: its querystring contract must be a zod object",
    );
  });
});
