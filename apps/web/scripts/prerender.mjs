// After `vite build`: renders the guest view of the public pages (src/prerender.tsx, built for Node
// by Vite) into dist/prerendered/<path>/index.html, each the built index.html with #root filled
// (decision 0022), and beside each its head on the empty shell (linked.html), which the server
// sends for the page's address with a query (a shared link). Gives each page drawn in the browser
// only the shell with the `signed-in` chunk and its imports named for early download (decision
// 0027). Renders the Not Found page in each language, which the server sends with 404 for any other
// address, and lists the pages in dist/prerendered/pages.json for the server's robots.txt and
// sitemap.xml. dist/index.html stays the empty shell (docs/architecture.md#first-paint).
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildPrerenderer } from "./prerenderer.mjs";

const dist = new URL("../dist/", import.meta.url).pathname;
const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
/**
 * What React hoists into the head from a page (components/page-head.tsx): its title, its
 * description and Open Graph words, its canonical address and its `hreflang` alternates (paths,
 * which the server makes absolute with PUBLIC_URL as it sends the page).
 */
const HEAD_TAGS =
  /<title>[^<]*<\/title>|<meta (?:name|property)="[^"]*"[^>]*\/?>|<link rel="(?:alternate|canonical)"[^>]*\/?>/g;
/** A `<meta>` tag's key: `name="description"`, `property="og:title"`. */
const META_KEY = /^<meta ((?:name|property)="[^"]*")/;

const outDir = await mkdtemp(join(tmpdir(), "kosh-prerender-"));
try {
  const {
    PRERENDERED_PATHS,
    BROWSER_DRAWN_PATHS,
    DRAWN_WHILE_CHECKING_PATHS,
    SITE_PAGES,
    SITE_PAGES_FILE,
    LOCALES,
    builtPageFile,
    linkedPageFile,
    notFoundFile,
    notFoundRenderPath,
    renderPage,
    shellInLocale,
  } = await buildPrerenderer(outDir);
  const english = await readFile(join(dist, "index.html"), "utf8");
  if (!english.includes(EMPTY_ROOT) || !TITLE.test(english)) {
    throw new Error(`dist/index.html lacks ${EMPTY_ROOT} or a <title>`);
  }
  /**
   * The shell in the language of `path`: under /hi, `<html lang="hi-IN">`, the Hindi description
   * and the Hindi manifest (src/app/site-head.ts).
   */
  const shellOf = (path) => shellInLocale(english, path);
  /**
   * The page at `path` drawn into the shell (`page`), and the shell with the page's head alone
   * (`linked`, for its address with a query); `alternates: false` leaves out its own address and
   * its addresses in other languages (the Not Found page's would name an address that is no page).
   * `drawnAs: "checking"`: a signed-in page as it looks while the stored session is checked, which
   * the app draws over rather than takes over (no `data-prerendered`).
   */
  async function drawnPage(path, { alternates = true, drawnAs } = {}) {
    const shell = shellOf(path);
    const html = await renderPage(path, { drawnAs });
    // React puts the page's <title>, <meta> and alternates first; they belong in <head>, the title
    // in place of the shell's.
    const tags = html.match(HEAD_TAGS) ?? [];
    const title = tags.find((tag) => TITLE.test(tag));
    const metas = tags.filter((tag) => META_KEY.test(tag));
    const links = alternates
      ? tags.filter((tag) => tag !== title && !metas.includes(tag)).join("")
      : "";
    const body = tags.reduce((rest, tag) => rest.replace(tag, ""), html);
    // The page's description and Open Graph words take the place of the shell's (the site's).
    const head = metas.reduce((page, meta) => {
      const key = meta.match(META_KEY)[1];
      return page.replace(new RegExp(`<meta\\s+${key}[^>]*>\\s*`), "");
    }, shell);
    // The CSP allows no inline script (decision 0005); React adds one only for a streamed boundary.
    if (/<script/i.test(body)) {
      throw new Error(`the prerender of ${path} holds an inline script`);
    }
    const linked = head.replace(
      TITLE,
      () => (title ?? shell.match(TITLE)[0]) + metas.join("") + links,
    );
    return {
      page: linked.replace(EMPTY_ROOT, () =>
        drawnAs
          ? `<div id="root">${body}</div>`
          : `<div id="root" data-prerendered="${path}">${body}</div>`,
      ),
      linked,
    };
  }
  for (const path of PRERENDERED_PATHS) {
    const { page, linked } = await drawnPage(path);
    await writeFile(await place(builtPageFile(path)), page);
    await writeFile(await place(linkedPageFile(path)), linked);
  }
  for (const locale of LOCALES) {
    // An address no page has, so the app draws its Not Found page there; main.tsx draws it afresh
    // at the address asked for, as `data-prerendered` names another.
    const path = notFoundRenderPath(locale);
    if ([...PRERENDERED_PATHS, ...BROWSER_DRAWN_PATHS].includes(path)) {
      throw new Error(`${path} is a page: the Not Found page needs another`);
    }
    await writeFile(
      await place(notFoundFile(locale)),
      (await drawnPage(path, { alternates: false })).page,
    );
  }
  await writeFile(await place(SITE_PAGES_FILE), JSON.stringify(SITE_PAGES));
  const preloads = await signedInPreloads(english);
  for (const path of BROWSER_DRAWN_PATHS) {
    const page = DRAWN_WHILE_CHECKING_PATHS.includes(path)
      ? (await drawnPage(path, { drawnAs: "checking" })).page
      : shellOf(path);
    await writeFile(
      await place(builtPageFile(path)),
      page.replace("</head>", () => `${preloads}</head>`),
    );
  }
  console.log(
    `prerendered ${PRERENDERED_PATHS.join(", ")}; the signed-in chunk preloaded on ${BROWSER_DRAWN_PATHS.join(", ")}, of which drawn as a stored session is checked: ${DRAWN_WHILE_CHECKING_PATHS.join(", ")}`,
  );
} finally {
  await rm(outDir, { recursive: true, force: true });
}

/** `file`'s place under dist/, its folder made. */
async function place(file) {
  const path = join(dist, file);
  await mkdir(dirname(path), { recursive: true });
  return path;
}

/**
 * `<link rel="modulepreload">` for the `signed-in` chunk (scripts/chunk-groups.ts) and the chunks
 * it imports, theirs in turn, and the `contracts` chunk its first calls load with `import()` to
 * parse their answers with the chunks it imports, but the entry the shell already loads: the
 * browser fetches them beside the entry instead of after it has run, at low priority so the entry
 * and the styles, which the first paint waits for, come first. The build fails when the
 * `signed-in` chunk imports the `contracts` chunk: the dashboard's first render would then wait
 * for zod and every contract to be built, in the same task as the page's own modules
 * (docs/architecture.md#first-paint).
 */
async function signedInPreloads(shell) {
  const assets = await readdir(join(dist, "assets"));
  const [signedIn, contracts] = ["signed-in", "contracts"].map((group) => {
    // The group's name and the build's 8-character hash: not `signed-in-common-<hash>.js`.
    const chunks = assets.filter((name) =>
      new RegExp(`^${group}-[\\w-]{8}\\.js$`).test(name),
    );
    if (chunks.length !== 1) {
      throw new Error(
        `expected one ${group} chunk in dist/assets, found ${chunks.length}`,
      );
    }
    return chunks[0];
  });
  const imported = await staticImports(signedIn);
  if (imported.has(contracts)) {
    throw new Error(
      `${signedIn} imports ${contracts}: a module of the dashboard's first screen reaches a contract or zod (scripts/chunk-groups.ts)`,
    );
  }
  // The contracts chunk's own imports too: Vite's preload helper adds a link for each one the
  // HTML does not name as the first call imports it, in the first render's task.
  const contractsImport = await staticImports(contracts);
  return [...new Set([signedIn, ...imported, contracts, ...contractsImport])]
    .filter((name) => !shell.includes(`/assets/${name}"`))
    .map(
      (name) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${name}">`,
    )
    .join("");
}

/** The chunks `chunk` imports statically (dist/assets), theirs in turn. */
async function staticImports(chunk) {
  const found = new Set();
  const queue = [chunk];
  while (queue.length > 0) {
    const source = await readFile(join(dist, "assets", queue.pop()), "utf8");
    for (const [, name] of source.matchAll(
      /(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g,
    )) {
      if (!found.has(name)) {
        found.add(name);
        queue.push(name);
      }
    }
  }
  return found;
}
