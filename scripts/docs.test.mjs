// The docs cannot go stale silently: every decision record says when it was taken and whether it
// still holds, the index lists each one as the record says, and every `docs/….md#section` the code
// or the docs cite still exists (docs/decisions/README.md).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const decisionsDir = join(root, "docs/decisions");
const read = (path) => readFileSync(path, "utf8");

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const STATUS = /^(accepted|amended by \d{4}(, \d{4})*|superseded by \d{4})$/;

/** Each record as its first lines state it. */
function records() {
  return readdirSync(decisionsDir)
    .filter((name) => RECORD_FILE.test(name))
    .sort()
    .map((file) => {
      const lines = read(join(decisionsDir, file)).split("\n");
      const title = /^# (\d{4}) — (.+)$/.exec(lines[0] ?? "");
      // The lines after the title, up to the first section.
      const opening = lines.slice(
        1,
        lines.findIndex((line, index) => index > 0 && line.startsWith("#")),
      );
      const field = (name) =>
        opening
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      return {
        file,
        number: file.slice(0, 4),
        titleNumber: title?.[1],
        title: title?.[2],
        firstLines: opening.filter((line) => line.trim() !== "").slice(0, 2),
        date: field("Date"),
        status: field("Status"),
      };
    });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors a markdown file offers, duplicates numbered as GitHub numbers them. */
function anchors(path) {
  const seen = new Map();
  const result = new Set();
  let fenced = false;
  for (const line of read(path).split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** Files under `dir` whose names end in one of `extensions`, skipping installed and built files. */
function filesUnder(dir, extensions) {
  const skipped = new Set([
    "node_modules",
    "dist",
    "data",
    "test-results",
    "playwright-report",
    "results",
  ]);
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path, extensions));
    else if (extensions.some((extension) => entry.name.endsWith(extension)))
      found.push(path);
  }
  return found;
}

/** Where a citation fails to resolve, or null when the file and its section exist. */
function unresolved(target, anchor) {
  if (!existsSync(target)) return "no such file";
  if (anchor && !anchors(target).has(anchor)) return `no section #${anchor}`;
  return null;
}

describe("decision records", () => {
  const all = records();

  it("are found", () => {
    expect(all.length).toBeGreaterThan(30);
  });

  it.each(all)(
    "$file opens with its number and title, then Date and Status",
    (record) => {
      expect(record.titleNumber, "first line '# NNNN — title'").toBe(
        record.number,
      );
      expect(record.firstLines, "the two lines after the title").toEqual([
        `Date: ${record.date}`,
        `Status: ${record.status}`,
      ]);
      expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(record.date))).toBe(false);
      expect(record.status).toMatch(STATUS);
    },
  );

  it("name only later records that exist as the ones amending or superseding them", () => {
    const numbers = new Set(all.map((record) => record.number));
    const wrong = all.flatMap((record) =>
      (record.status?.match(/\d{4}/g) ?? [])
        .filter((other) => !numbers.has(other) || other <= record.number)
        .map((other) => `${record.file}: ${record.status} (${other})`),
    );
    expect(wrong).toEqual([]);
  });

  it("are each listed in docs/decisions/README.md with their title, date and status", () => {
    const index = read(join(decisionsDir, "README.md"));
    const rows = all.map(
      (record) =>
        `| [${record.number}](${record.file}) | ${record.title} | ${record.date} | ${record.status} |`,
    );
    const indexRows = index
      .split("\n")
      .filter((line) => /^\| \[\d{4}\]/.test(line))
      .map((line) => line.replace(/ {2,}/g, " "));
    expect(indexRows).toEqual(rows);
  });
});

describe("citations of the docs", () => {
  it("every docs/….md#section the code cites exists", () => {
    const sources = [
      "apps",
      "packages",
      "bench",
      "testing",
      "e2e",
      "scripts",
    ].flatMap((dir) =>
      filesUnder(join(root, dir), [".ts", ".tsx", ".mjs", ".js", ".cjs"]),
    );
    sources.push(
      ...filesUnder(root, [".ts", ".js", ".mjs"]).filter(
        (path) => dirname(path) === root,
      ),
    );
    const broken = [];
    let cited = 0;
    for (const source of sources) {
      for (const match of read(source).matchAll(
        /docs\/[\w./-]+?\.md(?:#([\w-]+))?/g,
      )) {
        cited += 1;
        const [target] = match[0].split("#");
        const problem = unresolved(join(root, target), match[1]);
        if (problem)
          broken.push(`${relative(root, source)}: ${match[0]} (${problem})`);
      }
    }
    expect(cited).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });

  it("every link of the README and the docs to a file (and to a section) resolves", () => {
    const broken = [];
    let links = 0;
    for (const doc of [
      join(root, "README.md"),
      ...filesUnder(join(root, "docs"), [".md"]),
    ]) {
      for (const match of read(doc).matchAll(/\]\(([^)\s]+?)\)/g)) {
        const link = match[1];
        if (/^[a-z]+:/.test(link)) continue;
        links += 1;
        const [path, anchor] = link.split("#");
        const target = path === "" ? doc : resolve(dirname(doc), path);
        const problem =
          path.endsWith(".md") || path === ""
            ? unresolved(target, anchor)
            : existsSync(target)
              ? null
              : "no such file";
        if (problem)
          broken.push(`${relative(root, doc)}: ${link} (${problem})`);
      }
    }
    expect(links).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });
});
