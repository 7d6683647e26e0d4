import { amortization } from "@kosh/core/calculators/amortization";
import { sip } from "@kosh/core/calculators/sip";
import { formatInr } from "@kosh/core/format/money";
import type { Page } from "@playwright/test";
import { useSession } from "../fixtures/people.ts";
import { expect, NOT_FOUND_LOGGED, test } from "../fixtures/test.ts";

// The guest view of the public pages is drawn at build time and taken over by React in the
// browser (docs/architecture.md#first-paint).

const SIP_DEFAULTS = sip({
  monthlyInvestment: 5000,
  expectedReturn: 12,
  timePeriod: 10,
});
/** The defaults with the Period slider one step up. */
const SIP_ELEVEN_YEARS = sip({
  monthlyInvestment: 5000,
  expectedReturn: 12,
  timePeriod: 11,
});

declare global {
  interface Window {
    /** The page's first heading as the HTML brought it, before any script ran. */
    headingInHtml?: Element | null;
  }
}

/**
 * Remembers the heading the HTML itself holds: React taking the page over keeps that very
 * element; a page drawn from scratch replaces it.
 */
async function rememberHeadingInHtml(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      // Parsing is over and no module script has run yet.
      if (document.readyState === "interactive") {
        window.headingInHtml = document.querySelector("#root h1");
      }
    });
  });
}

function keepsHeadingInHtml(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const heading = window.headingInHtml;
    return (
      heading != null &&
      heading.isConnected &&
      heading === document.querySelector("#root h1")
    );
  });
}

/** Fails the test on any hydration message, whatever the console level or build of React. */
function watchForHydrationMessages(page: Page): string[] {
  const seen: string[] = [];
  const hydration =
    /hydrat|did not match|Minified React error #4(18|19|21|23|25)/i;
  page.on("console", (message) => {
    if (hydration.test(message.text())) seen.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (hydration.test(error.message)) seen.push(error.message);
  });
  return seen;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/sip shows its heading and the figures of its defaults", async ({
    page,
  }) => {
    await page.goto("/sip");
    await expect(page).toHaveTitle("SIP Calculator — Kosh");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "SIP Calculator",
    );
    const results = page.getByRole("region", { name: "Results" });
    for (const amount of [
      SIP_DEFAULTS.maturityAmount,
      SIP_DEFAULTS.totalInvestment,
      SIP_DEFAULTS.totalReturns,
    ]) {
      await expect(results).toContainText(formatInr(amount));
    }
    await expect(page.getByRole("slider", { name: "Period" })).toHaveValue(
      "10",
    );
  });

  test("/ shows the home page and the chat's greeting; the dashboard its header and the shape of its figures; other pages are drawn in the browser", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Chat with Kosh Assistant" })
        .getByRole("log")
        .getByRole("listitem"),
    ).toHaveCount(1);
    // The dashboard as a stored session shows it while it is checked: its title, its line and the
    // skeleton its figures load under, painted before any script.
    const dashboard = await page.goto("/dashboard");
    expect(dashboard?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "My Investments" }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Add Investment" }),
    ).toBeDisabled();
    for (const path of ["/settings", "/sip?timePeriod=20"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("#root")).toBeEmpty();
    }
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: [NOT_FOUND_LOGGED] });

    test("an address that is no page answers 404 with the Not Found page in its language", async ({
      page,
    }) => {
      for (const [path, heading] of [
        ["/no-such-page", "Page not found"],
        ["/hi/no-such-page", "पेज नहीं मिला"],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          heading,
        );
      }
    });
  });
});

test.describe("with JavaScript", () => {
  // Once installed, the service worker answers navigations with the empty shell (decision 0022),
  // and it installs during a test's first page. These tests are about what the server sends: the
  // worker they get answers nothing, so every page comes from the server.
  test.beforeEach(async ({ context }) => {
    await context.route("**/sw.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
  });

  test("/sip is taken over as drawn: no hydration message, the slider and Calculate work", async ({
    page,
  }) => {
    const messages = watchForHydrationMessages(page);
    await rememberHeadingInHtml(page);
    await page.goto("/sip");
    const results = page.getByRole("region", { name: "Results" });
    await expect(results).toContainText(formatInr(SIP_DEFAULTS.maturityAmount));

    const period = page.getByRole("slider", { name: "Period" });
    await period.focus();
    await page.keyboard.press("ArrowRight");
    await expect(results).toContainText(
      formatInr(SIP_ELEVEN_YEARS.maturityAmount),
    );
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(results.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^History/ })).toContainText(
      "1",
    );
    expect(await keepsHeadingInHtml(page)).toBe(true);

    // Back at the bare address, the history saved in this browser is counted on the taken-over page.
    await page.goto("/sip");
    await expect(page.getByRole("button", { name: /^History/ })).toContainText(
      "1",
    );
    await expect(results).toContainText(formatInr(SIP_DEFAULTS.maturityAmount));
    expect(await keepsHeadingInHtml(page)).toBe(true);
    expect(messages).toEqual([]);
  });

  test("a slider moved before the script has run is kept, and the figures follow it once it runs", async ({
    page,
  }) => {
    // The page's entry script is held back, as on a slow phone network.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // The frame's own goto: the page's is made to wait for the app (fixtures/test.ts).
    await page.mainFrame().goto("/sip", { waitUntil: "commit" });
    const period = page.getByRole("slider", { name: "Period" });
    await period.focus();
    await page.keyboard.press("ArrowRight");
    await expect(period).toHaveValue("11");

    release();
    const results = page.getByRole("region", { name: "Results" });
    await expect(results).toContainText(
      formatInr(SIP_ELEVEN_YEARS.maturityAmount),
    );
    await expect(page.getByRole("textbox", { name: /^Period/ })).toHaveValue(
      "11",
    );
    await expect(period).toHaveValue("11");
  });

  test("/home-loan-amortization is taken over as drawn and follows its sliders", async ({
    page,
  }) => {
    const messages = watchForHydrationMessages(page);
    await rememberHeadingInHtml(page);
    await page.goto("/home-loan-amortization");
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary).toContainText("₹43,391");
    await page
      .getByRole("textbox", { name: "Extra Payment in rupees" })
      .fill("10000");
    const monthly = amortization({
      principal: 5_000_000,
      rate: 8.5,
      tenure: 20,
      extraPaymentAmount: 10_000,
      extraPaymentFrequency: "monthly",
    });
    await expect(
      summary.getByText("Interest Saved").locator(".."),
    ).toContainText(formatInr(monthly.interestSaved));
    expect(await keepsHeadingInHtml(page)).toBe(true);
    expect(messages).toEqual([]);
  });

  test("/ is taken over as drawn, and a conversation kept in the tab comes back after a reload", async ({
    page,
  }) => {
    const messages = watchForHydrationMessages(page);
    await rememberHeadingInHtml(page);
    await page.goto("/");
    const chat = page.getByRole("region", { name: "Chat with Kosh Assistant" });
    const conversation = chat.getByRole("log").getByRole("listitem");
    await chat.getByRole("button", { name: "RD vs SIP comparison" }).click();
    await expect(conversation).toHaveCount(3);
    expect(await keepsHeadingInHtml(page)).toBe(true);

    // The build drew the greeting alone; the tab's conversation replaces it once React is in.
    await page.reload();
    await expect(conversation).toHaveCount(3);
    await expect(conversation.nth(2)).toContainText("₹");
    expect(await keepsHeadingInHtml(page)).toBe(true);
    expect(messages).toEqual([]);
  });

  test("a link with a calculator's inputs is drawn with those inputs, not over the guest view", async ({
    page,
  }) => {
    await rememberHeadingInHtml(page);
    await page.goto(
      "/sip?monthlyInvestment=12500&expectedReturn=12&timePeriod=11",
    );
    await expect(page.getByRole("region", { name: "Results" })).toContainText(
      formatInr(
        sip({ monthlyInvestment: 12_500, expectedReturn: 12, timePeriod: 11 })
          .maturityAmount,
      ),
    );
    await expect(page.getByRole("slider", { name: "Period" })).toHaveValue(
      "11",
    );
    expect(await keepsHeadingInHtml(page)).toBe(false);
  });

  test("a signed-in person gets their own top bar on a prerendered page", async ({
    page,
    newInvestor,
  }) => {
    const messages = watchForHydrationMessages(page);
    const investor = await newInvestor("prerender");
    await useSession(page, investor);
    await rememberHeadingInHtml(page);
    for (const path of ["/sip", "/"]) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
      await expect(
        page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: "My Investments" }),
      ).toBeVisible();
      // Drawn afresh for them: the guest's heading in the HTML was replaced.
      expect(await keepsHeadingInHtml(page)).toBe(false);
    }
    expect(messages).toEqual([]);
  });

  test("a signed-in page's HTML names the signed-in chunk for early download, and the page still draws", async ({
    page,
    request,
    newInvestor,
  }) => {
    const preloads = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [
        ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
      ].map((match) => match[1]!);
    };
    const named = await preloads("/dashboard");
    expect(
      named.some((href) => /\/assets\/signed-in-[\w-]+\.js$/.test(href)),
    ).toBe(true);
    for (const href of named) {
      const chunk = await request.get(href);
      expect(chunk.status(), href).toBe(200);
      expect(chunk.headers()["content-type"]).toContain("javascript");
    }
    // A guest's pages and the plain shell name only the shell's own modules, never a signed-in chunk.
    const signedIn = (href: string) => /\/assets\/signed-in-/.test(href);
    const shell = await preloads("/dashboard?investment=none");
    expect(shell.filter(signedIn)).toEqual([]);
    expect(await preloads("/sip")).toEqual(shell);
    expect(named).toEqual(expect.arrayContaining(shell));

    const investor = await newInvestor("preload");
    await useSession(page, investor);
    const loaded: string[] = [];
    page.on("request", (sent) => loaded.push(new URL(sent.url()).pathname));
    await page.goto("/dashboard");
    await expect(
      page.getByRole("heading", { name: "My Investments" }),
    ).toBeVisible();
    for (const href of named) expect(loaded).toContain(href);
    // The contracts chunk's own imports are named too: else Vite's preload helper adds a link for
    // each, in the task of the first call that imports the contracts (docs/architecture.md).
    const contracts = named.find((href) =>
      /\/assets\/contracts-[\w-]+\.js$/.test(href),
    );
    expect(contracts, "the contracts chunk is named").toBeDefined();
    const source = await (await request.get(contracts!)).text();
    const imported = [
      ...source.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g),
    ].map((match) => `/assets/${match[1]}`);
    expect(imported.length).toBeGreaterThan(0);
    const scripts = [
      ...(await (await request.get("/dashboard")).text()).matchAll(
        /<script type="module"[^>]*src="([^"]+)"/g,
      ),
    ].map((match) => match[1]!);
    for (const href of imported) expect([...named, ...scripts]).toContain(href);
    const addedByScript = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')]
        .map((link) => link.getAttribute("href") ?? "")
        .filter((href) => /^https?:/.test(href))
        .map((href) => new URL(href).pathname),
    );
    for (const href of imported.filter((href) => !scripts.includes(href)))
      expect(addedByScript).not.toContain(href);
  });
});
