// After `vite build`: renders the guest view of the public pages (src/prerender.tsx, built for Node
// by Vite) into dist/prerendered/<path>/index.html, each the built index.html with #root filled.
// dist/index.html stays the empty shell (docs/architecture.md#first-paint, decision 0022).
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildPrerenderer } from "./prerenderer.mjs";

const dist = new URL("../dist/", import.meta.url).pathname;
const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

const outDir = await mkdtemp(join(tmpdir(), "kosh-prerender-"));
try {
  const { PRERENDERED_PATHS, renderPage } = await buildPrerenderer(outDir);
  const shell = await readFile(join(dist, "index.html"), "utf8");
  if (!shell.includes(EMPTY_ROOT) || !TITLE.test(shell)) {
    throw new Error(`dist/index.html lacks ${EMPTY_ROOT} or a <title>`);
  }
  for (const path of PRERENDERED_PATHS) {
    const html = await renderPage(path);
    // React puts the page's <title> first; it belongs in <head>, in place of the shell's.
    const title = TITLE.exec(html)?.[0];
    const body = title ? html.replace(title, "") : html;
    // The CSP allows no inline script (decision 0005); React adds one only for a streamed boundary.
    if (/<script/i.test(body)) {
      throw new Error(`the prerender of ${path} holds an inline script`);
    }
    const page = shell
      .replace(TITLE, () => title ?? shell.match(TITLE)[0])
      .replace(
        EMPTY_ROOT,
        () => `<div id="root" data-prerendered="${path}">${body}</div>`,
      );
    const dir = join(dist, "prerendered", path);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "index.html"), page);
  }
  console.log(`prerendered ${PRERENDERED_PATHS.join(", ")}`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
