import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { createTestDatabase } from "../../test/test-database.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const bin = (name: string) => join(root, "node_modules", ".bin", name);

let handle: DatabaseHandle;
let app: App;
let origin: string;
let dir: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ NODE_ENV: "test" }),
    db: handle.db,
  });
  origin = await app.listen({ port: 0, host: "127.0.0.1" });
  // Inside the repository, so the generated client resolves openapi-fetch from node_modules.
  dir = mkdtempSync(join(root, "apps/server/.openapi-client-"));
}, 60_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await app.close();
  await handle.close();
});

/** Calls three endpoints through openapi-fetch, typed by the types generated from the document. */
const CLIENT = `
import createClient from "openapi-fetch";
import type { paths } from "./kosh-api.ts";

const client = createClient<paths>({ baseUrl: process.argv[2] });

const health = await client.GET("/api/health");
const loan = await client.POST("/api/calculate/home-loan", {
  body: { principal: 2500000, rate: 8.5, tenure: 20 },
});
const list = await client.GET("/api/investments");

// Typed fields: a wrong name here fails the type check before anything runs.
const emi: number | undefined = loan.data?.emi;
const refusal: string | undefined = list.error?.message;
console.log(
  JSON.stringify({
    health: health.response.status,
    emi,
    list: list.response.status,
    refusal,
  }),
);
`;

describe("a typed client generated from the OpenAPI document", () => {
  it("type-checks and calls three endpoints of the running server", async () => {
    const document = (await app.inject({ url: "/api/openapi.json" })).json();
    writeFileSync(
      join(dir, "kosh-api.ts"),
      astToString(await openapiTS(document)),
    );
    writeFileSync(join(dir, "client.ts"), CLIENT);
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        extends: "../../../tsconfig.base.json",
        compilerOptions: { noEmit: true, types: ["node"] },
        include: ["*.ts"],
      }),
    );

    try {
      execFileSync(bin("tsc"), ["-p", join(dir, "tsconfig.json")], {
        cwd: dir,
        encoding: "utf8",
      });
    } catch (error) {
      throw new Error(
        `The generated client does not type-check:\n${(error as { stdout: string }).stdout}`,
      );
    }
    // Not execFileSync: the server answering it runs in this process.
    const { stdout: output } = await promisify(execFile)(
      bin("tsx"),
      [join(dir, "client.ts"), origin],
      { cwd: dir, encoding: "utf8" },
    );

    expect(JSON.parse(output)).toEqual({
      health: 200,
      emi: 21696,
      list: 401,
      refusal: "Please sign in to continue.",
    });
  }, 120_000);
});

describe("every operation of the OpenAPI document (Redocly's recommended rules)", () => {
  type Operation = {
    operationId?: string;
    summary?: string;
    security?: unknown[];
    responses?: Record<string, unknown>;
  };

  async function operations() {
    const document = (await app.inject({ url: "/api/openapi.json" })).json();
    return Object.entries(
      document.paths as Record<string, Record<string, Operation>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method,
        path,
        operation,
      })),
    );
  }

  it("has an operationId, a summary and a 4xx answer (the list names any route lacking one)", async () => {
    const lacking = (await operations()).flatMap(({ name, operation }) => [
      ...(operation.operationId ? [] : [`${name}: no operationId`]),
      ...(operation.summary ? [] : [`${name}: no summary (schema.summary)`]),
      ...(Object.keys(operation.responses ?? {}).some((status) =>
        status.startsWith("4"),
      )
        ? []
        : [`${name}: no 4xx answer`]),
    ]);
    expect(lacking).toEqual([]);
  });

  it("declares the bearer scheme exactly where a request without a session gets 401", async () => {
    const wrong: string[] = [];
    for (const { name, method, path, operation } of await operations()) {
      const url = path.replace(
        /\{[^}]+\}/g,
        "00000000-0000-4000-8000-000000000000",
      );
      const response = await app.inject({
        method: method.toUpperCase() as "GET",
        url,
        ...(["post", "put", "patch"].includes(method) ? { payload: {} } : {}),
      });
      const secured = (operation.security ?? []).length > 0;
      if (secured !== (response.statusCode === 401)) {
        wrong.push(
          `${name}: answered ${response.statusCode} without a session, but ${secured ? "declares" : "does not declare"} security (add security: SIGNED_IN from plugins/openapi.ts to a signed-in route's schema)`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});
