// `npm run lint:openapi`: writes the API's OpenAPI document from the app itself and lints it with
// Redocly's recommended rules (redocly.yaml). Fails on any error or warning.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "kosh-openapi-"));
const file = join(dir, "openapi.json");

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  return result.status ?? 1;
}

let status;
try {
  status = run("npm", [
    "run",
    "--silent",
    "openapi:document",
    "-w",
    "@kosh/server",
    "--",
    file,
  ]);
  if (status === 0) {
    status = run(join(root, "node_modules", ".bin", "redocly"), [
      "lint",
      file,
      "--config",
      join(root, "redocly.yaml"),
      "--max-problems",
      "500",
    ]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
