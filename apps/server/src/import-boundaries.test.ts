import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The import boundaries of eslint.config.js (docs/architecture.md#layers), checked by linting
 * snippets as if they were written in the named file: a rule that stopped matching would let
 * every real file pass in silence.
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
// The snippets are no files on disk, so the type-aware rules (which need the file in a
// tsconfig.json's program) are left out; the boundary rules read imports only.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { "@typescript-eslint/no-floating-promises": "off" },
  },
});

const BOUNDARY_RULES = new Set([
  "import/no-nodejs-modules",
  "import/no-restricted-paths",
  "@typescript-eslint/no-restricted-imports",
]);

/** What the boundary rules say of `code` written in `file` (a path from the repository's root). */
async function restrictions(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  expect(result!.fatalErrorCount).toBe(0);
  return result!.messages
    .filter((message) => BOUNDARY_RULES.has(message.ruleId ?? ""))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const CORE_FILE = "packages/core/src/format/boundary-check.ts";
const SERVICE_FILE =
  "apps/server/src/modules/investments/boundary-check.service.ts";

describe("import boundaries", () => {
  it.each([
    ['import "node:fs";', "import/no-nodejs-modules"],
    ['import { readFileSync } from "fs";', "import/no-nodejs-modules"],
    ['import { useState } from "react";', "React belongs to apps/web"],
    [
      'import Fastify from "fastify";',
      "Fastify and Drizzle belong to apps/server",
    ],
    [
      'import { eq } from "drizzle-orm";',
      "Fastify and Drizzle belong to apps/server",
    ],
    [
      'import { createApp } from "../../../../apps/server/src/app.ts";',
      "never the other way",
    ],
  ])("the core refuses %s", async (code, refusal) => {
    const found = await restrictions(`${code}\nexport {};\n`, CORE_FILE);
    expect(found).toEqual([expect.stringContaining(refusal)]);
  });

  it("the core may import zod and its own files", async () => {
    const code =
      'import { z } from "zod";\nimport { formatInr } from "./money.ts";\nexport const a = [z, formatInr];\n';
    expect(await restrictions(code, CORE_FILE)).toEqual([]);
  });

  it.each([
    ['import { and, eq } from "drizzle-orm";', "SQL only in repos"],
    ['import { sql } from "drizzle-orm";', "SQL only in repos"],
    ['import { users } from "../../db/schema.ts";', "SQL only in repos"],
    [
      'import { householdAccess } from "../../db/household-schema.ts";',
      "SQL only in repos",
    ],
    [
      'import { mailOutbox } from "../../db/mail-schema.ts";',
      "SQL only in repos",
    ],
    [
      'import { createRemindersService } from "../reminders/reminders.service.ts";',
      "import/no-restricted-paths",
    ],
  ])("a service refuses %s", async (code, refusal) => {
    const found = await restrictions(`${code}\nexport {};\n`, SERVICE_FILE);
    expect(found).toEqual([expect.stringContaining(refusal)]);
  });

  it("a service may name the schema's types and reach the shared folders, auth, users and household", async () => {
    const code = [
      'import type { SQL } from "drizzle-orm";',
      'import type { UserRow } from "../../db/schema.ts";',
      'import { NotFound } from "../../errors.ts";',
      'import { signedInUser } from "../auth/authenticate.ts";',
      'import { publicUser } from "../users/users.repo.ts";',
      'import { householdOf } from "../household/household-scope.ts";',
      "export type A = SQL | UserRow;",
      "export const b = [NotFound, signedInUser, publicUser, householdOf];",
      "",
    ].join("\n");
    expect(await restrictions(code, SERVICE_FILE)).toEqual([]);
  });

  it.each([
    "apps/server/src/mail/boundary-check.ts",
    "apps/server/src/plugins/boundary-check.ts",
    "apps/server/src/db/boundary-check.ts",
  ])("%s, a shared file, imports no module", async (file) => {
    const code =
      'import { findActiveUserByEmail } from "../modules/users/users.repo.ts";\nexport const a = findActiveUserByEmail;\n';
    expect(await restrictions(code, file)).toEqual([
      expect.stringContaining("A shared folder never imports a module"),
    ]);
  });

  it("a repo may hold the SQL", async () => {
    const code =
      'import { eq } from "drizzle-orm";\nimport { users } from "../../db/schema.ts";\nexport const a = [eq, users];\n';
    expect(
      await restrictions(
        code,
        "apps/server/src/modules/investments/boundary-check.repo.ts",
      ),
    ).toEqual([]);
  });
});
