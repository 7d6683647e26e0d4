import fdWords from "@kosh/core/calculators/messages/fd/en";
import fdWordsHindi from "@kosh/core/calculators/messages/fd/hi";
import { expect, NOT_FOUND_LOGGED, test } from "../fixtures/test.ts";

// What a search engine and a shared link see of Kosh, the phone's menu over its dimmed page, and
// Clear all asking in the app's own dialog (issue 32; docs/architecture.md#first-paint,
// docs/product.md#layout, docs/product.md#history).

/** Every `<meta>` of the HTML's head with `key` (`name="description"`), by its content. */
function metaContents(html: string, key: string): string[] {
  const head = html.split("</head>", 1)[0] ?? "";
  return [...head.matchAll(/<meta\s[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(key))
    .map((tag) => /content="([^"]*)"/.exec(tag)?.[1] ?? "");
}

/** HTML's escapes of the words in an attribute, undone. */
const unescaped = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");

test(
  "robots.txt keeps crawlers off the signed-in pages and the API and names the sitemap, which lists each public page in both languages",
  { tag: "@mobile" },
  async ({ request, baseURL }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toContain("text/plain");
    const lines = (await robots.text()).split("\n");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /dashboard");
    expect(lines).toContain("Disallow: /hi/dashboard");
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    for (const path of [
      "/",
      "/fd",
      "/hi/fd",
      "/ppf",
      "/hi/ppf",
      "/privacy",
      "/hi/privacy",
    ])
      expect(xml).toContain(
        `<loc>${baseURL}${path === "/" ? "/" : path}</loc>`,
      );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${baseURL}/hi/fd"/>`,
    );
    expect(xml).not.toContain("/dashboard");
  },
);

test.describe(() => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_LOGGED] });

  test(
    "an address that is no page answers 404 with the app's Not Found page, in its language",
    { tag: "@mobile" },
    async ({ page }) => {
      for (const [path, heading, home] of [
        ["/no-such-page", "Page not found", "Go home"],
        ["/hi/no-such-page", "पेज नहीं मिला", "होम पर जाएँ"],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        expect(response?.headers()["content-type"]).toContain("text/html");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          heading,
        );
        await expect(page.getByRole("link", { name: home })).toBeVisible();
      }
    },
  );
});

test(
  "a calculator's page describes it, for search engines and a shared link's preview, in its language",
  { tag: "@mobile" },
  async ({ request, page, baseURL }) => {
    for (const [path, title, description, locale] of [
      ["/fd", "Fixed Deposit Calculator — Kosh", fdWords["fd.intro"], "en_IN"],
      ["/hi/fd", "सावधि जमा कैलकुलेटर — Kosh", fdWordsHindi["fd.intro"], "hi_IN"],
    ] as const) {
      const html = await (await request.get(path)).text();
      // One of each, the page's own in place of the site's.
      expect(metaContents(html, 'name="description"').map(unescaped)).toEqual([
        description,
      ]);
      expect(
        metaContents(html, 'property="og:description"').map(unescaped),
      ).toEqual([description]);
      expect(metaContents(html, 'property="og:title"')).toEqual([title]);
      expect(metaContents(html, 'property="og:locale"')).toEqual([locale]);
      // At Kosh's address (PUBLIC_URL, the e2e server's own), as link previews read it.
      expect(metaContents(html, 'property="og:image"')).toEqual([
        new URL("/icons/icon-512.png", baseURL).href,
      ]);
    }
    // A shared link, with the calculator's inputs: the same head in its language, nothing drawn
    // (the drawing would show the defaults, not the link's figures).
    for (const [url, lang, title] of [
      ["/fd?principal=250000", "en-IN", "Fixed Deposit Calculator — Kosh"],
      ["/hi/fd?principal=250000", "hi-IN", "सावधि जमा कैलकुलेटर — Kosh"],
    ] as const) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${lang}">`);
      expect(html, url).toContain(`<title>${title}</title>`);
      expect(metaContents(html, 'property="og:title"'), url).toEqual([title]);
      expect(metaContents(html, 'name="description"'), url).toHaveLength(1);
      expect(html, url).toContain('<div id="root"></div>');
    }
    const image = await request.get("/icons/icon-512.png");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");

    // React takes the drawn page over, or draws a link's page afresh, without a second
    // description (and without a console error, which fails any test).
    await page.goto("/fd");
    await expect(page).toHaveTitle("Fixed Deposit Calculator — Kosh");
    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    await expect(head.locator('meta[property="og:title"]')).toHaveCount(1);
    // A shared link opens with its own figure, drawn by the app.
    await page.goto("/fd?principal=250000");
    await expect(
      page.getByRole("textbox", { name: "Principal in rupees" }),
    ).toHaveValue("2,50,000");
    await expect(head.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  },
);

test.describe("on a 390 px phone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test.describe("taller than the menu's list", () => {
    // At 844 px the guest's menu (Login, Register, eighteen calculators under five headings, the
    // language) fills the screen below the top bar and more (about 1,370 px); a taller screen
    // leaves the page visible under it, where a tap lands.
    const TALL_PHONE = { width: 390, height: 1700 };
    test.use({ viewport: TALL_PHONE });

    test(
      "the menu dims the page beneath it; a tap there closes it and does not follow the footer's link under it",
      { tag: "@mobile" },
      async ({ page }) => {
        await page.goto("/sip");
        // The footer's calculators at the bottom of the screen, under where the menu will end,
        // once the results below the form (loaded on demand) have made the page its full height.
        await expect(
          page.getByRole("table", { name: "Year-by-year growth" }),
        ).toBeVisible();
        await page.evaluate(() =>
          window.scrollTo(0, document.documentElement.scrollHeight),
        );
        await expect(page.locator("footer").last()).toBeInViewport();
        const menuButton = page.getByRole("button", { name: "Menu" });
        const menu = page.locator(
          `#${await menuButton.getAttribute("aria-controls")}`,
        );
        // A finger on the button where it is: Playwright's own tap would first scroll the sticky
        // top bar "into view", moving the page away from the footer.
        const scrolled = await page.evaluate(() => window.scrollY);
        const box = (await menuButton.boundingBox())!;
        await page.touchscreen.tap(
          box.x + box.width / 2,
          box.y + box.height / 2,
        );
        await expect(menu).toBeVisible();
        // Opening the menu leaves the page where it was.
        expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
        const panel = await menu.boundingBox();
        const panelEnd = panel!.y + panel!.height;
        // A footer link below the menu's list, and what a tap on it would now reach: the dimmed
        // layer, not the link.
        const beneath = await page.evaluate((end) => {
          const links = [...document.querySelectorAll("footer a")].filter(
            (link) => {
              const box = link.getBoundingClientRect();
              return box.top > end + 4 && box.bottom < window.innerHeight;
            },
          );
          const box = links[0]?.getBoundingClientRect();
          if (!box) return null;
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          const onTop = document.elementFromPoint(x, y);
          return {
            x,
            y,
            href: links[0]!.getAttribute("href"),
            linkOnTop: onTop?.closest("a") !== null,
            dimmed: onTop ? getComputedStyle(onTop).backgroundColor : null,
          };
        }, panelEnd);
        expect(beneath, "a footer link below the menu").not.toBeNull();
        const below = beneath!;
        expect(below.href).toMatch(/^\//);
        expect(below.linkOnTop).toBe(false);
        expect(below.dimmed).not.toBe("rgba(0, 0, 0, 0)");

        await page.touchscreen.tap(below.x, below.y);
        await expect(menu).toBeHidden();
        await expect(menuButton).toHaveAttribute("aria-expanded", "false");
        // The tap went nowhere: still on /sip, not on the footer's link.
        await expect(page).toHaveURL("/sip");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "SIP Calculator",
        );
      },
    );
  });

  test(
    "Clear all of the history asks in the app's own dialog, which fits the phone, never the browser's",
    { tag: "@mobile" },
    async ({ page }) => {
      const browserQuestions: string[] = [];
      page.on("dialog", (dialog) => {
        browserQuestions.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto("/fd");
      await page.getByRole("button", { name: "Calculate" }).click();
      // A calculation is kept once it is confirmed, which its toast says.
      await expect(page.getByText("FD Calculation Complete")).toBeVisible();
      const historyButton = page.getByRole("button", { name: /^History/ });
      await expect(historyButton).toContainText("1");
      await historyButton.click();
      const history = page.getByRole("dialog", { name: "Calculation History" });
      const items = history.getByRole("listitem");
      await expect(items).toHaveCount(1);

      const question = page.getByRole("dialog", {
        name: "Clear calculation history",
      });
      await history.getByRole("button", { name: "Clear all" }).click();
      await expect(question).toContainText(
        "Are you sure you want to clear all calculation history?",
      );
      const clear = question.getByRole("button", { name: "Clear all" });
      const cancel = question.getByRole("button", { name: "Cancel" });
      for (const button of [clear, cancel])
        await expect(button).toBeInViewport();
      await cancel.tap();
      await expect(question).toBeHidden();
      await expect(items).toHaveCount(1);

      await history.getByRole("button", { name: "Clear all" }).click();
      await clear.tap();
      await expect(question).toBeHidden();
      await expect(history).toContainText("No calculations yet");
      await page.keyboard.press("Escape");
      await expect(historyButton).toContainText("0");
      expect(browserQuestions).toEqual([]);
    },
  );
});
