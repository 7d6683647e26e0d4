/**
 * Everything done with the keyboard alone: Tab and Shift+Tab to reach a control, Enter or Space to
 * press it, arrow keys in menus and sliders, Escape to close, and focus back where it was
 * (docs/architecture.md#accessibility). No click and no `fill` reaches the page in these tests.
 */
import type { Locator, Page } from "@playwright/test";
import { addInvestment, invitedEmail, useSession } from "../fixtures/people.ts";
import { MATURING_SOON } from "../fixtures/sample-investments.ts";
import { expect, test } from "../fixtures/test.ts";

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, and fails when
 * it is not reached within `limit` presses.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 60 } = {},
): Promise<void> {
  const element = await target.elementHandle();
  if (!element) throw new Error(`nothing to tab to: ${target.toString()}`);
  for (let presses = 0; presses < limit; presses += 1) {
    if (await element.evaluate((node) => node === document.activeElement)) {
      return;
    }
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(
    target,
    `reached with ${limit} presses of ${backwards ? "Shift+Tab" : "Tab"}`,
  ).toBeFocused();
}

/**
 * What shows where focus is, or null: an outline on the focused control, a ring (box-shadow) on it,
 * an outline on its ::after (a notice's button draws its ring there), or an outline on one of the
 * two boxes around it (a slider's text box rings its frame with :focus-within).
 */
function focusIndicator(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const outlined = (style: CSSStyleDeclaration) =>
    style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
  const own = getComputedStyle(focused);
  if (outlined(own)) return `outline on ${focused.tagName}`;
  if (own.boxShadow !== "none") return `box-shadow on ${focused.tagName}`;
  if (outlined(getComputedStyle(focused, "::after")))
    return `outline on ${focused.tagName}::after`;
  let box = focused.parentElement;
  for (let depth = 0; box && depth < 2; depth += 1) {
    if (outlined(getComputedStyle(box))) return `outline on ${box.tagName}`;
    box = box.parentElement;
  }
  return null;
}

/** The focused control shows that it has focus (WCAG 2.4.7). */
async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  expect(
    await page.evaluate(focusIndicator),
    `${what} shows a focus indicator`,
  ).not.toBeNull();
}

test("a person signs in and completes the profile with the keyboard alone", async ({
  page,
  mailbox,
}) => {
  const email = await invitedEmail("keyboard-sign-in");
  await page.goto("/auth");
  const emailField = page.getByLabel("Email", { exact: true });
  await tabTo(page, emailField);
  await expectVisibleFocus(page, "the Email field");
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole("button", { name: "Send OTP" }));
  await expectVisibleFocus(page, "Send OTP");
  const before = await mailbox.count(email);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();

  const code = await mailbox.latestCode(email, { after: before });
  await tabTo(page, page.getByLabel("OTP", { exact: true }));
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/complete-profile/);
  await tabTo(page, page.getByLabel("Full Name"));
  await page.keyboard.type("Kavya Rao");
  const birth = page.getByLabel("Date of Birth");
  await tabTo(page, birth);
  // The browser's date field takes the digits in its locale's order; 1 January reads the same in
  // day-first and month-first orders.
  await page.keyboard.type("01011990");
  await expect(birth).toHaveValue("1990-01-01");
  await tabTo(page, page.getByLabel("Location"));
  await page.keyboard.type("Pune");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL("/dashboard");
  await expect(
    page.getByRole("heading", { level: 1, name: "My Investments" }),
  ).toBeVisible();
});

test(
  "adding, details, the notification panel and the menus work from the keyboard, and focus comes back",
  { tag: "@mobile" },
  async ({ page, newInvestor }, testInfo) => {
    const phone = testInfo.project.name === "mobile";
    const investor = await newInvestor("keyboard");
    // Ends in 5 days: a notice in the bell.
    await addInvestment(investor, MATURING_SOON);
    await useSession(page, investor);
    await page.goto("/dashboard");
    const main = page.getByRole("main");
    const banner = page.getByRole("banner");
    await expect(main.getByRole("button", { name: "View" })).toHaveCount(1);

    // Add an investment: Tab to the button, Enter, fill the form, Space on its submit button.
    const add = main.getByRole("button", {
      name: "Add Investment",
      exact: true,
    });
    await tabTo(page, add);
    await expectVisibleFocus(page, "Add Investment");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add New Investment" });
    await expect(dialog).toBeVisible();
    const company = dialog.getByLabel("Company");
    await tabTo(page, company);
    await expectVisibleFocus(page, "the Company list");
    // A closed list picks the option whose name is typed.
    await page.keyboard.type("Axis");
    await expect(company.locator("option:checked")).toHaveText("Axis Bank");
    await tabTo(page, dialog.getByLabel("Investment Type"));
    await page.keyboard.type("Fixed");
    await expect(
      dialog.getByLabel("Investment Type").locator("option:checked"),
    ).toHaveText("Fixed Deposit");
    await tabTo(page, dialog.getByLabel("Principal in rupees"));
    await page.keyboard.type("250000");
    await tabTo(page, dialog.getByLabel("Interest Rate in percent"));
    await page.keyboard.type("7.1");
    await tabTo(page, dialog.getByLabel("Period (months)"));
    await page.keyboard.type("24");
    const submit = dialog.getByRole("button", { name: "Add Investment" });
    await tabTo(page, submit);
    await expectVisibleFocus(page, "the dialog's Add Investment");
    await page.keyboard.press("Space");
    await expect(dialog).toBeHidden();
    await expect(add, "focus returns to Add Investment").toBeFocused();
    await expect(main.getByRole("button", { name: "View" })).toHaveCount(2);

    // Details of the newest, the Axis Bank deposit; Escape closes them and focus returns to View.
    const view = main.getByRole("button", { name: "View" }).first();
    await tabTo(page, view);
    await expectVisibleFocus(page, "View");
    await page.keyboard.press("Enter");
    const details = page.getByRole("dialog", { name: "Investment Details" });
    await expect(details).toContainText("Axis Bank");
    await expect(details).toContainText("₹2,50,000");
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
    await expect(view, "focus returns to View").toBeFocused();

    // Back up the page with Shift+Tab to the bell; its panel opens, takes Tab, closes on Escape.
    const bell = banner.getByRole("button", { name: /^Notifications/ });
    await tabTo(page, bell, { backwards: true });
    await expectVisibleFocus(page, "the notification bell");
    await page.keyboard.press("Enter");
    await expect(bell).toHaveAttribute("aria-expanded", "true");
    const panel = banner.getByRole("region", { name: "Notifications" });
    await expect(panel).toContainText("Punjab National Bank");
    await page.keyboard.press("Tab");
    await expect(panel.locator(":focus")).toHaveCount(1);
    await expectVisibleFocus(
      page,
      "the first control of the notification panel",
    );
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(bell, "focus returns to the bell").toBeFocused();

    if (phone) {
      // The phone's menu holds the person's links: Tab into it, Escape back to its button.
      const menu = banner.getByRole("button", { name: "Menu" });
      await tabTo(page, menu);
      await expectVisibleFocus(page, "Menu");
      await page.keyboard.press("Enter");
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      const links = banner.getByRole("navigation", { name: "Main" });
      await expect(links.locator(":focus")).toHaveCount(1);
      await expectVisibleFocus(page, "the menu's first link");
      await page.keyboard.press("Escape");
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await expect(menu, "focus returns to Menu").toBeFocused();
    } else {
      // Calculators: Enter opens it, arrow keys walk its links, Escape returns to the button.
      const calculators = banner.getByRole("button", { name: "Calculators" });
      await tabTo(page, calculators, { backwards: true });
      await page.keyboard.press("Enter");
      await expect(calculators).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("ArrowDown");
      const first = await page.evaluate(
        () => document.activeElement?.textContent,
      );
      await expectVisibleFocus(page, "the Calculators menu's first link");
      await page.keyboard.press("ArrowDown");
      const second = await page.evaluate(
        () => document.activeElement?.textContent,
      );
      expect(second).not.toBe(first);
      await page.keyboard.press("Escape");
      await expect(calculators).toHaveAttribute("aria-expanded", "false");
      await expect(calculators, "focus returns to Calculators").toBeFocused();
    }

    // The greeting leads to the person's settings (inside the menu on a phone).
    if (phone) {
      const menu = banner.getByRole("button", { name: "Menu" });
      await page.keyboard.press("Enter");
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await tabTo(page, banner.getByRole("link", { name: /^Hi, Meera Iyer/ }));
    } else {
      await tabTo(page, banner.getByRole("link", { name: /^Hi, Meera Iyer/ }));
    }
    await expectVisibleFocus(page, "the greeting");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/settings");
    await expect(
      page.getByRole("heading", { level: 1, name: "Settings" }),
    ).toBeVisible();
  },
);

test("a calculator's slider moves with the arrow keys and the figures follow", async ({
  page,
}) => {
  await page.goto("/sip");
  const slider = page.getByRole("slider", { name: "Monthly Investment" });
  const results = page.getByRole("region", { name: "Results" });
  await expect(results).toContainText("₹");
  const before = {
    value: await slider.inputValue(),
    figures: await results.innerText(),
  };

  await tabTo(page, slider);
  await expectVisibleFocus(page, "the Monthly Investment slider");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(slider).not.toHaveValue(before.value);
  expect(Number(await slider.inputValue())).toBeGreaterThan(
    Number(before.value),
  );
  await expect(results).not.toHaveText(before.figures);

  const raised = await results.innerText();
  await page.keyboard.press("Home");
  await expect(results).not.toHaveText(raised);
  expect(Number(await slider.inputValue())).toBeLessThan(Number(before.value));
});
