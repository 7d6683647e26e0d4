// Draws the app's icons (the web app manifest's and Apple's home-screen icon) from the logo in
// public/favicon.svg with Chromium, into public/icons/. Run after changing the logo:
//   npx tsx apps/web/scripts/generate-icons.ts
import { readFile, mkdir } from "node:fs/promises";
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

const outDir = new URL("icons/", publicDir);
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
    });
    const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString("base64")}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${icon.size}" height="${icon.size}" style="display:block">`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({
      path: new URL(icon.file, outDir).pathname,
      omitBackground: true,
    });
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
