// Draws the app's icons (the web app manifest's and Apple's home-screen icon) from the logo in
// public/favicon.svg with Chromium, into public/icons/, and public/favicon.ico: what a browser asks
// for on a document that names no icon (robots.txt, a file opened directly). Run after changing the
// logo:
//   npx tsx apps/web/scripts/generate-icons.ts
import { readFile, mkdir, writeFile } from "node:fs/promises";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@kosh/testing/chromium";
import { chromium } from "playwright-core";

const publicDir = new URL("../public/", import.meta.url);
const logo = await readFile(new URL("favicon.svg", publicDir), "utf8");
const brand = /fill="(#[0-9a-f]{6})"/.exec(logo)?.[1];
const letter = /<path[^>]*d="([^"]+)"/.exec(logo)?.[1];
if (!brand || !letter)
  throw new Error("favicon.svg: no brand colour or letter path");

/** The rounded logo as drawn; transparent outside the rounded square. */
const rounded = logo;
/** Full-bleed square with the letter inside the central safe zone (maskable, and Apple's icon). */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)"><path fill="#fff" d="${letter}"/></g></svg>`;

const ICONS = [
  { file: "icon-192.png", size: 192, svg: rounded },
  { file: "icon-512.png", size: 512, svg: rounded },
  { file: "maskable-512.png", size: 512, svg: fullBleed },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed },
];

/**
 * An ICO file holding one PNG image (ICONDIR, one ICONDIRENTRY, the PNG), as every browser reads
 * favicon.ico: little-endian fields, a width and height of 1-255 in one byte each.
 */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // the image's bytes
  header.writeUInt32LE(header.length, 18); // where they start
  return Buffer.concat([header, png]);
}

const FAVICON_SIZE = 32;

const outDir = new URL("icons/", publicDir);
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
/** The SVG drawn as a `size`-pixel square PNG, transparent where the drawing is. */
async function draw(svg: string, size: number): Promise<Buffer> {
  const page = await browser.newPage({
    viewport: { width: size, height: size },
  });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}" style="display:block">`,
  );
  await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

try {
  for (const icon of ICONS) {
    await writeFile(
      new URL(icon.file, outDir),
      await draw(icon.svg, icon.size),
    );
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
  await writeFile(
    new URL("favicon.ico", publicDir),
    icoOf(await draw(rounded, FAVICON_SIZE), FAVICON_SIZE),
  );
  console.log(`public/favicon.ico (${FAVICON_SIZE}×${FAVICON_SIZE})`);
} finally {
  await browser.close();
}
