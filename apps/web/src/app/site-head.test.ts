import { describe, expect, it } from "vitest";
import builtShellSource from "../../index.html?raw";
import { holdsEnglish } from "@kosh/core/i18n/english-left";
import {
  MANIFEST_PATH,
  SITE_WORDS,
  shellInLocale,
  webManifest,
} from "./site-head.ts";

/** index.html as the build writes it: vite-plugin-pwa adds the manifest's link. */
const shell = builtShellSource.replace(
  "</head>",
  '<link rel="manifest" href="/manifest.webmanifest"></head>',
);

const descriptionOf = (html: string) =>
  new DOMParser()
    .parseFromString(html, "text/html")
    .querySelector('meta[name="description"]')
    ?.getAttribute("content");

const titleOf = (html: string) =>
  new DOMParser().parseFromString(html, "text/html").title;

/** The content of `<meta property="og:<name>">`, undefined without one. */
const openGraphOf = (html: string, name: string) =>
  new DOMParser()
    .parseFromString(html, "text/html")
    .querySelector(`meta[property="og:${name}"]`)
    ?.getAttribute("content");

const manifestOf = (html: string) =>
  new DOMParser()
    .parseFromString(html, "text/html")
    .querySelector('link[rel="manifest"]')
    ?.getAttribute("href");

describe("a page's head in its language", () => {
  it("says the description index.html says on an English page, with the English manifest", () => {
    const page = shellInLocale(shell, "/sip");
    expect(descriptionOf(page)).toBe(descriptionOf(builtShellSource));
    expect(descriptionOf(page)).toBe(SITE_WORDS.en.description);
    expect(titleOf(page)).toBe(titleOf(builtShellSource));
    expect(manifestOf(page)).toBe("/manifest.webmanifest");
    expect(page).toContain('<html lang="en-IN">');
  });

  it("gives a shared link's preview the site's name, description and icon, in English on an English page", () => {
    const page = shellInLocale(shell, "/fd");
    expect(openGraphOf(page, "title")).toBe(SITE_WORDS.en.name);
    expect(openGraphOf(page, "description")).toBe(SITE_WORDS.en.description);
    expect(openGraphOf(page, "locale")).toBe("en_IN");
    expect(openGraphOf(page, "type")).toBe("website");
    // A file of the build (public/icons), 512 px square, as the manifest names it.
    expect(openGraphOf(page, "image")).toBe("/icons/icon-512.png");
    expect(webManifest("en").icons).toContainEqual({
      src: "/icons/icon-512.png",
      sizes: `${openGraphOf(page, "image:width")}x${openGraphOf(page, "image:height")}`,
      type: openGraphOf(page, "image:type"),
    });
  });

  it("gives a shared Hindi link's preview Hindi words", () => {
    const page = shellInLocale(shell, "/hi/fd");
    expect(openGraphOf(page, "title")).toBe(SITE_WORDS.hi.name);
    expect(openGraphOf(page, "description")).toBe(SITE_WORDS.hi.description);
    expect(openGraphOf(page, "locale")).toBe("hi_IN");
    expect(openGraphOf(page, "image")).toBe("/icons/icon-512.png");
  });

  it.each(["/hi", "/hi/sip", "/hi/dashboard"])(
    "says it in Hindi on %s, and links the Hindi manifest",
    (path) => {
      const page = shellInLocale(shell, path);
      expect(page).toContain('<html lang="hi-IN">');
      expect(descriptionOf(page)).toBe(SITE_WORDS.hi.description);
      expect(holdsEnglish(descriptionOf(page)!)).toBe(false);
      expect(titleOf(page)).toBe(SITE_WORDS.hi.name);
      expect(manifestOf(page)).toBe(MANIFEST_PATH.hi);
    },
  );

  it.each([
    ["/dashboard", "en"],
    ["/hi/dashboard", "hi"],
  ] as const)(
    "tells a browser that runs no script on %s that Kosh needs JavaScript, in the page's language",
    (path, locale) => {
      const noscript = new DOMParser()
        .parseFromString(shellInLocale(shell, path), "text/html")
        .querySelectorAll("noscript");
      expect(noscript).toHaveLength(1);
      expect(noscript[0]!.textContent).toContain(SITE_WORDS[locale].noscript);
      if (locale === "hi")
        expect(holdsEnglish(noscript[0]!.textContent ?? "")).toBe(false);
    },
  );

  it("refuses a shell the build changed under it", () => {
    expect(() =>
      shellInLocale(
        shell.replace(/<meta\s+name="description"[^>]*>/, ""),
        "/hi",
      ),
    ).toThrow('the built shell lacks <meta name="description">');
    expect(() =>
      shellInLocale(
        shell.replace(/<meta\s+property="og:title"[^>]*>/, ""),
        "/hi",
      ),
    ).toThrow('the built shell lacks <meta property="og:title">');
  });
});

describe("the web app manifest", () => {
  it("in English starts on the English home page, as it always has", () => {
    expect(webManifest("en")).toMatchObject({
      id: "/",
      start_url: "/",
      scope: "/",
      lang: "en-IN",
      name: "Kosh — plan and track your savings",
      short_name: "Kosh",
    });
  });

  it("in Hindi is an app of its own that starts on /hi, named and described in Hindi", () => {
    const hindi = webManifest("hi");
    expect(hindi).toMatchObject({
      id: "/hi",
      start_url: "/hi",
      scope: "/",
      lang: "hi-IN",
    });
    for (const text of [hindi.name, hindi.short_name, hindi.description]) {
      expect(holdsEnglish(text)).toBe(false);
    }
    expect(hindi.icons).toEqual(webManifest("en").icons);
  });
});
