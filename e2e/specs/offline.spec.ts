import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sip } from "@kosh/core/calculators/sip";
import { repoRoot } from "@kosh/testing/kosh-server";
import { formatInr } from "@kosh/core/format/money";
import type { Page } from "@playwright/test";
import { AxeAudit } from "../fixtures/axe.ts";
import {
  addInvestment,
  openDashboard,
  useSession,
} from "../fixtures/people.ts";
import { ANY_DEPOSIT } from "../fixtures/sample-investments.ts";
import { expect, test } from "../fixtures/test.ts";

/** Waits until the service worker has installed the app and controls this page. */
async function installed(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // A first visit is not controlled by a worker that arrived during it; the next load is.
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(() => navigator.serviceWorker.controller !== null),
    )
    .toBe(true);
}

/** Every address the worker's caches hold. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        paths.push(new URL(request.url).pathname);
      }
    }
    return paths;
  });
}

test("the app can be installed: a manifest with its name and icons", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await request.get(href!)).json()) as {
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: "Kosh",
    start_url: "/",
    display: "standalone",
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
  const worker = await request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
});

test.describe("offline after a first visit", () => {
  test.use({
    expectedConsoleErrors: [
      /ERR_INTERNET_DISCONNECTED|Failed to load resource/,
    ],
  });

  test(
    "/sip still follows its sliders and calculates, history saves, and the chat answers",
    { tag: "@mobile" },
    async ({ page, context }) => {
      await page.goto("/sip");
      await installed(page);
      await context.setOffline(true);

      await page.goto("/sip");
      const results = page.getByRole("region", { name: "Results" });
      await expect(results).toContainText("₹11,61,695");
      const period = page.getByRole("slider", { name: "Period" });
      await period.focus();
      await page.keyboard.press("ArrowRight");
      const expected = sip({
        monthlyInvestment: 5000,
        expectedReturn: 12,
        timePeriod: 11,
      });
      await expect(results).toContainText(formatInr(expected.maturityAmount));
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(
        results.getByText("Calculated on your device — server unreachable"),
      ).toBeVisible();
      await expect(results).toBeInViewport();
      await expect(
        page.getByRole("button", { name: /^History/ }),
      ).toContainText("1");

      // Another calculator, opened offline for the first time.
      await page.goto("/fd?principal=100000&rate=7&tenure=5");
      await expect(page.getByRole("region", { name: "Results" })).toContainText(
        "₹1,41,478",
      );

      // The chat's answers are worked out on the device.
      await page.goto("/");
      const chat = page.getByRole("region", {
        name: "Chat with Kosh Assistant",
      });
      await chat.getByRole("button", { name: "RD vs SIP comparison" }).click();
      await expect(
        chat.getByRole("log").getByRole("listitem").nth(2),
      ).toContainText("₹");
    },
  );

  test(
    "signed in, /dashboard reloaded offline keeps the signed-in shell and says My Investments needs the network, with Retry",
    { tag: "@mobile" },
    async ({ page, context, newInvestor }, testInfo) => {
      const investor = await newInvestor("offline-shell");
      await addInvestment(investor, ANY_DEPOSIT);
      await openDashboard(page, investor);
      await installed(page);
      const list = page.getByRole("heading", { name: "Your Investments" });
      await expect(list).toBeVisible();

      await context.setOffline(true);
      await page.reload();
      const notice = page.getByRole("alert").filter({
        has: page.getByRole("heading", {
          name: "My Investments needs the network",
        }),
      });
      await expect(notice).toBeVisible();
      // Still signed in: the person's own top bar, no sign-in form, the same address.
      const bar = page.getByRole("banner");
      await expect(
        bar.getByRole("button", { name: /^Notifications/ }),
      ).toBeVisible();
      await expect(bar.getByRole("link", { name: "Login" })).toHaveCount(0);
      await expect(page.getByLabel("Email", { exact: true })).toHaveCount(0);
      await expect(page).toHaveURL(/\/dashboard$/);
      // The person's own greeting, in the top bar or, on a phone, its menu.
      if (testInfo.project.name === "mobile")
        await bar.getByRole("button", { name: "Menu" }).click();
      await expect(
        page.getByRole("link", { name: /^Hi, Meera Iyer/ }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath("offline-menu.png") });
      if (testInfo.project.name === "mobile")
        await page.keyboard.press("Escape");
      await page.screenshot({ path: testInfo.outputPath("offline.png") });
      const audit = new AxeAudit(page, `${testInfo.project.name} offline`);
      await audit.check("My Investments offline, signed in");
      audit.report();

      await context.setOffline(false);
      await notice.getByRole("button", { name: "Retry" }).click();
      await expect(list).toBeVisible();
      await expect(notice).toHaveCount(0);
    },
  );
});

test("a new version is offered, and Reload hands over to it", async ({
  page,
}) => {
  await page.goto("/sip");
  await installed(page);
  const prompt = page.getByRole("region", {
    name: "A new version of Kosh is ready",
  });
  await expect(prompt).toHaveCount(0);

  // A deploy, as the browser sees one: the worker script on the server changes. The build's
  // precompressed copies go too, so the changed script is what the server sends.
  const dist = join(repoRoot, "apps/web/dist");
  const kept = new Map<string, Buffer>();
  for (const name of ["sw.js", "sw.js.br", "sw.js.gz"]) {
    const content = await readFile(join(dist, name)).catch(() => null);
    if (content) kept.set(name, content);
  }
  try {
    await rm(join(dist, "sw.js.br"), { force: true });
    await rm(join(dist, "sw.js.gz"), { force: true });
    await writeFile(
      join(dist, "sw.js"),
      `${kept.get("sw.js")}\n// the next version\n`,
    );
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(prompt).toBeVisible();

    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect(prompt).toHaveCount(0);
    expect(
      await page.evaluate(
        async () =>
          (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
      ),
    ).toBeNull();
  } finally {
    for (const [name, content] of kept) {
      await writeFile(join(dist, name), content);
    }
  }
});

test("the worker never stores an answer of the API, signed in or not", async ({
  page,
  newInvestor,
}) => {
  const investor = await newInvestor("offline-cache");
  await useSession(page, investor);
  await page.goto("/sip");
  await installed(page);
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(
    page.getByRole("region", { name: "Results" }).getByText("Confirmed", {
      exact: true,
    }),
  ).toBeVisible();
  await page.goto("/dashboard");
  await expect(
    page.getByRole("heading", { level: 1, name: "My Investments" }),
  ).toBeVisible();
  const paths = await cachedPaths(page);
  expect(paths).toContain("/index.html");
  expect(paths.filter((path) => path.startsWith("/api"))).toEqual([]);
});
