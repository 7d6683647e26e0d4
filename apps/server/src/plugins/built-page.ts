import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Coding } from "./compression.ts";

/**
 * The addresses in a page's head that search engines and link previews read only when absolute:
 * the Open Graph image, the page's canonical address and its `hreflang` alternates, each a path
 * as the build writes them (it knows no origin).
 */
const ADDRESS_IN_HEAD =
  /(<meta\s+property="og:image"\s+content="|<link\s+rel="(?:canonical|alternate)"[^>]*?\shref=")(\/[^"]*)"/gi;

/**
 * A page the build wrote, as sent: each address in its head (ADDRESS_IN_HEAD) at Kosh's own
 * address (`publicUrl`), as Lighthouse's SEO audits and link previews ask and as the browser's
 * own drawing of the head names them (apps/web/src/components/page-head.tsx).
 */
export function pageHtml(template: string, publicUrl: string): string {
  return template.replace(
    ADDRESS_IN_HEAD,
    (_whole, start: string, path: string) => `${start}${publicUrl}${path}"`,
  );
}

/** The build's pages as last read, by path: read again when the file changes (a new build). */
const templates = new Map<string, { modified: number; html: string }>();

/** The text of a page the build wrote, read once per version of the file. */
export async function builtHtml(file: string): Promise<string> {
  const { mtimeMs } = await stat(file);
  const known = templates.get(file);
  if (known?.modified === mtimeMs) return known.html;
  const html = await readFile(file, "utf8");
  templates.set(file, { modified: mtimeMs, html });
  return html;
}

/** A page ready to send: its HTML (pageHtml), its ETag and, once asked for, each compression. */
export interface SentPage {
  html: string;
  etag: string;
  compressed: (coding: Coding) => Promise<Buffer>;
}

/**
 * As apps/web/scripts/precompress.mjs compresses the build's files: the home page, 26 KB, is
 * 4.9 KB with brotli at quality 11 and 6.9 KB at the quality 1 answers built per request get.
 * Done once per page and build, off the event loop.
 */
const COMPRESS: Record<Coding, (html: string) => Promise<Buffer>> = {
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
  gzip: (html) => promisify(gzip)(html, { level: 9 }),
};

/** Each page as made for an address, with the text of the build's file it was made from. */
const sentPages = new Map<string, { template: string; page: SentPage }>();

/** The page the build wrote in `file` as sent from `publicUrl`, made once per version of the file. */
export async function sentPage(
  file: string,
  publicUrl: string,
): Promise<SentPage> {
  const template = await builtHtml(file);
  const key = `${publicUrl} ${file}`;
  const known = sentPages.get(key);
  if (known?.template === template) return known.page;
  const html = pageHtml(template, publicUrl);
  const done = new Map<Coding, Promise<Buffer>>();
  const page: SentPage = {
    html,
    etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
    compressed: (coding) => {
      const made = done.get(coding) ?? COMPRESS[coding](html);
      done.set(coding, made);
      return made;
    },
  };
  sentPages.set(key, { template, page });
  return page;
}
