import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "./config.ts";
import { LOCK_FILE_NAME } from "./db/data-dir-lock.ts";
import { StartupError, startKosh } from "./startup.ts";

describe("starting Kosh on an empty PGlite directory", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "kosh-startup-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("takes the lock, migrates, invites ADMIN_EMAIL, answers, and lets go of the directory when closed", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "owner@example.com",
    });
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const app = await startKosh(config);
      try {
        const printed = log.mock.calls.map((call) => call.join(" ")).join("\n");
        expect(printed).toContain("Invited owner@example.com as an admin.");
        expect(printed).toContain("the code is printed here in a box");
        expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);
        await expect(startKosh(config)).rejects.toThrow(StartupError);

        const health = await app.inject({ method: "GET", url: "/api/health" });
        const sent = await app.inject({
          method: "POST",
          url: "/api/auth/send-otp",
          payload: { email: "owner@example.com" },
        });

        expect(health.json()).toEqual({
          status: "ok",
          checks: { database: "ok" },
        });
        expect(sent.statusCode).toBe(200);
      } finally {
        await app.close();
      }
      expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    } finally {
      log.mockRestore();
    }
  }, 120_000);
});
