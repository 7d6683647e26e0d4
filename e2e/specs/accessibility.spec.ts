/**
 * Every page, and every dialog, menu and panel that opens on it, checked with axe-core's WCAG 2.2
 * AA rules as a guest and an admin, on a 390 px phone and a 1280 px screen
 * (docs/architecture.md#accessibility). Each walk prints the states it checked and fails on any
 * serious or critical violation. Dialogs are closed with Escape and must hand focus back.
 *
 * The pages come from the route list of docs/product.md#screens-and-routes and from the links the
 * app itself offers (top bar, menus, footer), so a page added to the navigation is checked too.
 */
import type { Locator, Page } from "@playwright/test";
import { AxeAudit, revealLazyContent, withDialog } from "../fixtures/axe.ts";
import {
  signInAdmin,
  TOKEN_STORAGE_KEY,
  uniqueEmail,
  type Investor,
} from "../fixtures/people.ts";
import { expect, test } from "../fixtures/test.ts";

const CALCULATOR_PATHS = [
  "/home-loan",
  "/home-loan-amortization",
  "/sip",
  "/fd",
  "/rd",
  "/simple-interest",
  "/compound-interest",
];
const ROUTES = [
  "/",
  "/auth",
  "/login",
  "/complete-profile",
  "/dashboard",
  "/admin",
  ...CALCULATOR_PATHS,
  "/no-such-page",
];

const WIDTHS = [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
];

// A walk visits every page with its states; the machine is shared, so give it room.
test.describe.configure({ timeout: 300_000 });

/** The pages to visit: the known routes and every in-app link of the frame (top bar, menus, footer). */
async function pagesToVisit(page: Page): Promise<string[]> {
  const linked = await page
    .locator("header a[href^='/'], footer a[href^='/'], nav a[href^='/']")
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  return [...new Set([...ROUTES, ...linked])];
}

/** Waits until the page's own content is in place: a level-1 heading and no loading status. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator("main [aria-busy='true']")).toHaveCount(0);
}

function where(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Opens a page and checks it as it first shows (where it landed, when it redirects). */
async function checkPage(audit: AxeAudit, page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  await revealLazyContent(page);
  await audit.checkPage(path, where(page));
}

/**
 * Opens each closed disclosure of the top bar in turn (menus, the notification panel), checks the
 * page with it open, closes it with Escape and expects focus back on its button.
 */
async function checkTopBarPopups(audit: AxeAudit, page: Page, state: string) {
  const buttons = page
    .getByRole("banner")
    .locator("button[aria-expanded='false']:visible");
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    const name =
      (await button.getAttribute("aria-label")) ??
      (await button.innerText()).trim();
    await button.click();
    const opened = page
      .getByRole("banner")
      .getByRole("button", { name, exact: true, expanded: true });
    await expect(opened).toBeVisible();
    await audit.check(`${state}, top bar "${name}" open`);
    await page.keyboard.press("Escape");
    await expect(opened, `"${name}" closes on Escape`).toHaveCount(0);
    await expect(
      page.getByRole("banner").getByRole("button", { name, exact: true }),
      `focus returns to "${name}"`,
    ).toBeFocused();
  }
}

/** A calculator page: its first figures, after Calculate, and its history (SIP and FD). */
async function checkCalculator(audit: AxeAudit, page: Page, path: string) {
  const calculate = page
    .getByRole("main")
    .getByRole("button", { name: "Calculate", exact: true });
  if ((await calculate.count()) > 0) {
    await calculate.click();
    await expect(calculate).toBeEnabled();
    await expect(
      page.getByRole("region", { name: "Results" }).getByRole("definition"),
    ).not.toHaveCount(0);
    await audit.check(`${path}, results after Calculate`);
  }
  const history = page.getByRole("button", { name: /^History/ });
  if ((await history.count()) === 0) return;
  await withDialog(page, history, async (dialog) => {
    await audit.check(`${path}, history modal`);
    const details = dialog.getByRole("button", { name: /^View details/ });
    if ((await details.count()) === 0) return;
    await withDialog(page, details.first(), async () => {
      await audit.check(`${path}, history details modal`);
    });
  });
}

async function signInAs(page: Page, investor: Investor) {
  await page.goto("/no-such-page");
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
    TOKEN_STORAGE_KEY,
    investor.token,
  ] as const);
}

/** The first enabled button whose name starts with `word`, e.g. the first row's Renew. */
function firstButton(scope: Page | Locator, word: string): Locator {
  return scope
    .getByRole("button", { name: new RegExp(`^${word}\\b`), disabled: false })
    .first();
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      isMobile: size.phone,
      hasTouch: size.phone,
      // A walk is long: a control that never shows should fail its step, not the whole walk's time.
      actionTimeout: 15_000,
    });

    test("a guest's pages, dialogs and menus have no serious axe violation", async ({
      page,
    }) => {
      const audit = new AxeAudit(page, `guest at ${size.width} px`);

      await checkPage(audit, page, "/");
      await checkTopBarPopups(audit, page, "/");
      const chat = page.getByRole("region", { name: /^Chat with/ });
      await chat.getByRole("button", { name: "RD vs SIP comparison" }).click();
      await expect(
        chat.getByRole("link", { name: /open in the rd calculator/i }),
      ).toBeVisible();
      await audit.check("/, chat with a result card");

      await checkPage(audit, page, "/auth");
      await page.getByRole("button", { name: "Send OTP" }).click();
      await expect(page.getByText("Email is required")).toBeVisible();
      await audit.check("/auth, email step with a field error");
      await page
        .getByLabel("Email", { exact: true })
        .fill(uniqueEmail("axe-guest"));
      await page.getByRole("button", { name: "Send OTP" }).click();
      await expect(
        page.getByRole("heading", { name: "Verify OTP" }),
      ).toBeVisible();
      await audit.check("/auth, code step");

      for (const path of await pagesToVisit(page)) {
        if (path === "/" || path === "/auth") continue;
        await checkPage(audit, page, path);
        if (CALCULATOR_PATHS.includes(path))
          await checkCalculator(audit, page, path);
      }
      audit.report();
    });

    test("an admin's panel, its tabs and dialogs have no serious axe violation", async ({
      page,
    }) => {
      const audit = new AxeAudit(page, `admin at ${size.width} px`);
      const admin = await signInAdmin();
      try {
        await signInAs(page, admin);
        await checkPage(audit, page, "/admin");
        await checkTopBarPopups(audit, page, "/admin");

        const tabs = page.getByRole("tab");
        const tabNames = (await tabs.allInnerTexts()).map((name) =>
          name.replace(/\s+\d+$/, "").trim(),
        );
        for (const [index, tabName] of tabNames.entries()) {
          await tabs.nth(index).click();
          const panel = page.getByRole("tabpanel");
          await expect(panel).toBeVisible();
          await expect(panel.locator("[role='status']")).toHaveCount(0);
          await audit.check(`/admin, ${tabName} tab`);
          for (const opener of [
            "Add",
            "Invite",
            "Edit",
            "Rename",
            "Delete",
            "Disable",
          ]) {
            const button = firstButton(panel, opener);
            if ((await button.count()) === 0) continue;
            await withDialog(page, button, async (dialog) => {
              const title = await dialog
                .getByRole("heading")
                .first()
                .innerText();
              await audit.check(`/admin, ${tabName} tab, ${title} dialog`);
            });
          }
        }

        for (const path of await pagesToVisit(page)) {
          if (path === "/admin" || path === "/complete-profile") continue;
          await checkPage(audit, page, path);
        }
      } finally {
        await admin.api.dispose();
      }
      audit.report();
    });
  });
}
