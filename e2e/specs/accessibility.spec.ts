/**
 * Every page, and every dialog, menu and panel that opens on it, checked with axe-core's WCAG 2.2
 * AA rules on a 390 px phone and a 1280 px screen, as each person it differs for: a guest, a
 * signed-in person with investments and an admin (docs/architecture.md#accessibility). Each walk
 * prints the states it checked and fails on any serious or critical violation. Dialogs are closed
 * with Escape and must hand focus back.
 *
 * The pages come from the route list of docs/product.md#screens-and-routes and from the links the
 * app itself offers (top bar, menus, footer), so a page added to the navigation is checked too.
 * The pages everyone sees alike but for the top bar (the calculators, the privacy notice, Not
 * Found) are the guest's walk's; the signed-in walks check their own top bar on their own pages.
 */
import { SIGNED_IN_ROUTES } from "@kosh/testing/routes";
import type { Locator, Page } from "@playwright/test";
import { AxeAudit, revealLazyContent, withDialog } from "../fixtures/axe.ts";
import {
  addInvestment,
  closeInvestment,
  daysFromToday,
  renewInvestment,
  newcomerWithoutProfile,
  signInAdmin,
  TOKEN_STORAGE_KEY,
  uniqueEmail,
  type Investor,
} from "../fixtures/people.ts";
import {
  CORPORATE_FD,
  fillAddInvestmentForm,
  LONG_DEPOSIT,
  MATURED,
  MATURING_SOON,
} from "../fixtures/sample-investments.ts";
import { expect, NOT_FOUND_LOGGED, test } from "../fixtures/test.ts";

const CALCULATOR_PATHS = [
  "/home-loan",
  "/home-loan-amortization",
  "/sip",
  "/fd",
  "/rd",
  "/ppf",
  "/sukanya-samriddhi",
  "/nsc",
  "/kvp",
  "/scss",
  "/post-office-mis",
  "/post-office-td",
  "/simple-interest",
  "/compound-interest",
];
const ROUTES = [
  "/",
  ...SIGNED_IN_ROUTES,
  ...CALCULATOR_PATHS,
  "/privacy",
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

/**
 * The pages that show everyone the same but for the top bar: the footer's links (the calculators
 * and the privacy notice), the product's calculators and the Not Found page. A calculator's history
 * is kept on the device, whoever is signed in (docs/product.md#history).
 */
async function pagesAlikeForEveryone(page: Page): Promise<Set<string>> {
  const footer = await page
    .locator("footer a[href^='/']")
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  return new Set([...footer, ...CALCULATOR_PATHS, "/no-such-page"]);
}

/** The pages a signed-in walk checks: those that differ for the person signed in. */
async function ownPagesToVisit(page: Page): Promise<string[]> {
  const alike = await pagesAlikeForEveryone(page);
  return (await pagesToVisit(page)).filter((path) => !alike.has(path));
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

async function signInAs(page: Page, token: string) {
  // Any document of the origin will do to write its storage; this one starts no app.
  await page.goto("/robots.txt");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TOKEN_STORAGE_KEY,
    token,
  ] as const);
}

/** The first enabled button whose name starts with `word`, e.g. the first row's Renew. */
function firstButton(scope: Page | Locator, word: string): Locator {
  return scope
    .getByRole("button", { name: new RegExp(`^${word}\\b`), disabled: false })
    .first();
}

/**
 * A portfolio with every kind of row and notice: a long deposit, one that matured 3 days ago (a
 * notice, Renew and Close), a renewal chain and a closed one.
 */
async function seedPortfolio(investor: Investor): Promise<void> {
  await addInvestment(investor, LONG_DEPOSIT);
  await addInvestment(investor, MATURED);
  const renewed = await addInvestment(investor, MATURING_SOON);
  await renewInvestment(investor, renewed, {
    new_end_date: daysFromToday(370),
    new_rate: 7.2,
    new_maturity_amount: 1_14_704,
  });
  const closed = await addInvestment(investor, CORPORATE_FD);
  await closeInvestment(investor, closed, "Needed the money for a house");
}

/** My Investments with its filters, chain, the four modals (with field errors) and the calendar feed. */
async function checkDashboard(audit: AxeAudit, page: Page, phone: boolean) {
  const main = page.getByRole("main");
  // Cards below 768 px, a table from there up (docs/product.md#my-investments).
  if (phone) {
    await expect(
      main.getByRole("list", { name: "Your investments, newest first" }),
    ).toBeVisible();
    await expect(
      main.getByRole("table", { name: /Your investments/ }),
    ).toHaveCount(0);
  } else {
    await expect(
      main.getByRole("table", { name: /Your investments/ }),
    ).toBeVisible();
  }

  await firstButton(main, "Show").click();
  await expect(
    main.getByRole("button", { name: /^Hide \d+ previous$/, expanded: true }),
  ).toBeVisible();
  await audit.check("/dashboard, a renewal chain opened");

  const readyToRenew = main.getByLabel("Ready to Renew");
  await readyToRenew.check();
  await audit.check("/dashboard, filtered to Ready to Renew");
  await main.getByLabel("Company").selectOption({ label: "Axis Bank" });
  await expect(
    main.getByText("No investments match your filters"),
  ).toBeVisible();
  await audit.check("/dashboard, filters that match nothing");
  await main.getByRole("button", { name: "Clear Filters" }).click();
  await expect(readyToRenew).not.toBeChecked();

  await withDialog(
    page,
    main.getByRole("button", { name: "Add Investment", exact: true }),
    async (dialog) => {
      await audit.check("/dashboard, Add New Investment dialog");
      await dialog.getByRole("button", { name: "Add Investment" }).click();
      await expect(dialog.getByText("Choose a company")).toBeVisible();
      await audit.check(
        "/dashboard, Add New Investment dialog with field errors",
      );
      await fillAddInvestmentForm(dialog);
      await audit.check("/dashboard, Add New Investment dialog filled in");
    },
  );
  await withDialog(page, firstButton(main, "View"), async () => {
    await audit.check("/dashboard, Investment Details dialog");
  });
  // The renewal's row (or card) comes first in its chain, before the one it renewed.
  const renewal = main
    .getByRole("table", { name: /Your investments/ })
    .or(main.getByRole("list", { name: "Your investments, newest first" }))
    .locator("tr, article")
    .filter({ hasText: "Punjab National Bank" })
    .first();
  await withDialog(page, firstButton(renewal, "View"), async (dialog) => {
    await expect(dialog).toContainText("Renewal chain");
    await audit.check("/dashboard, Investment Details dialog of a renewal");
  });
  await withDialog(page, firstButton(main, "Renew"), async (dialog) => {
    await audit.check("/dashboard, Renew Investment dialog");
    await dialog.getByLabel("New End Date").fill("");
    await dialog.getByRole("button", { name: "Renew Investment" }).click();
    await expect(dialog.getByText("New end date is required")).toBeVisible();
    await audit.check("/dashboard, Renew Investment dialog with a field error");
  });
  await withDialog(page, firstButton(main, "Close"), async (dialog) => {
    await audit.check("/dashboard, Close Investment dialog");
    await dialog.getByRole("button", { name: "Close Investment" }).click();
    await expect(dialog.getByText("Reason is required")).toBeVisible();
    await audit.check("/dashboard, Close Investment dialog with a field error");
  });

  await main
    .getByRole("button", { name: "Add Investment", exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: "Add New Investment" });
  await fillAddInvestmentForm(dialog);
  await dialog.getByRole("button", { name: "Add Investment" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Investment added").first()).toBeVisible();
  await audit.check("/dashboard, toast after adding an investment");

  await main
    .getByRole("button", { name: "Add maturities to my calendar" })
    .click();
  await expect(main.getByLabel(/Your calendar address/)).toBeVisible();
  await audit.check("/dashboard, calendar address made");
}

/**
 * The home page's chat after a quick prompt and a typed question, each answered with a card (the
 * quick prompts step aside once a conversation has started, so the prompt comes first).
 */
async function checkChatConversation(audit: AxeAudit, page: Page) {
  await page.goto("/");
  await settle(page);
  const chat = page.getByRole("region", { name: /^Chat with/ });
  const messages = chat.getByRole("log").getByRole("listitem");
  await chat
    .getByRole("button", { name: "Calculate SIP for ₹5000 monthly" })
    .click();
  await expect(messages).toHaveCount(3);
  await chat
    .getByRole("textbox", { name: /^Message/ })
    .fill("EMI for a 50 lakh loan at 8.5% for 20 years");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(messages).toHaveCount(5);
  await expect(chat.getByRole("status")).toHaveCount(0);
  await audit.check("/, chat with a conversation and a result card");
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      isMobile: size.phone,
      hasTouch: size.phone,
      // A walk is long: a control that never shows should fail its step, not the whole walk's time.
      actionTimeout: 15_000,
      // The walk's unknown address answers 404 with the Not Found page, which Chromium logs.
      expectedConsoleErrors: [NOT_FOUND_LOGGED],
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

    test("a signed-in person's pages, dialogs and panels have no serious axe violation", async ({
      page,
      newInvestor,
    }) => {
      const audit = new AxeAudit(page, `user at ${size.width} px`);
      // Before the profile is completed: the one page such a person sees, with its field errors.
      await signInAs(page, await newcomerWithoutProfile("axe-newcomer"));
      await checkPage(audit, page, "/complete-profile");
      await page.getByRole("button", { name: "Save and Continue" }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      await audit.check("/complete-profile with field errors");

      const investor = await newInvestor("axe-user");
      await seedPortfolio(investor);
      await signInAs(page, investor.token);

      await checkPage(audit, page, "/dashboard");
      await expect(
        page.getByRole("banner").getByRole("button", { name: /unread$/ }),
        "the notices of the deposits maturing soon",
      ).toBeVisible();
      await checkTopBarPopups(audit, page, "/dashboard");
      await checkDashboard(audit, page, size.phone);

      for (const path of await ownPagesToVisit(page)) {
        if (path === "/complete-profile") continue;
        await checkPage(audit, page, path);
      }
      await checkChatConversation(audit, page);
      audit.report();
    });

    test("an admin's panel, its tabs and dialogs have no serious axe violation", async ({
      page,
    }) => {
      const audit = new AxeAudit(page, `admin at ${size.width} px`);
      const admin = await signInAdmin();
      await signInAs(page, admin.token);
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
            const title = await dialog.getByRole("heading").first().innerText();
            await audit.check(`/admin, ${tabName} tab, ${title} dialog`);
            // An Add or Invite form sent with its first box empty shows its field errors; nothing
            // is saved (Add Next Quarter opens filled in with the latest quarter's rates).
            if (opener !== "Add" && opener !== "Invite") return;
            await dialog.getByRole("textbox").first().fill("");
            await dialog.locator("button[type='submit']").click();
            await expect(
              dialog.locator("[aria-invalid='true']").first(),
            ).toBeVisible();
            await audit.check(
              `/admin, ${tabName} tab, ${title} dialog with field errors`,
            );
          });
        }
      }

      for (const path of await ownPagesToVisit(page)) {
        if (path === "/admin" || path === "/complete-profile") continue;
        await checkPage(audit, page, path);
      }
      audit.report();
    });
  });
}
