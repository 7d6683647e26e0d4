import { PGlite } from "@electric-sql/pglite";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { pgliteDatabase } from "../db/database.ts";

/**
 * The whole OpenAPI document, every route included: the app built on a throwaway in-memory
 * database (the routes needing one exist only with one), without listening.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const handle = pgliteDatabase(new PGlite());
  try {
    await handle.migrate();
    const app = await buildApp({
      // The address the document names as its server; each running server names its own PUBLIC_URL.
      config: loadConfig({
        NODE_ENV: "test",
        PUBLIC_URL: "https://kosh.invalid",
      }),
      db: handle.db,
    });
    try {
      const response = await app.inject({ url: "/api/openapi.json" });
      return response.json();
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}
