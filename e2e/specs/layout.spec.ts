import type { Locator } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";

/** The calculators under their groups' names, as the menus, the footer and the home page list them. */
const GROUPS = {
  Loans: ["Home Loan EMI", "Home Loan Prepayment"],
  "Mutual Funds": ["SIP", "Step-up SIP", "Goal SIP", "Lumpsum", "SWP"],
  "Bank Deposits": ["FD", "RD"],
  "Post Office and Government Schemes": [
    "PPF",
    "Sukanya Samriddhi",
    "NSC",
    "Kisan Vikas Patra",
    "Senior Citizens' Savings Scheme",
    "Post Office MIS",
    "Post Office Time Deposit",
  ],
  Interest: ["Simple Interest", "Compound Interest"],
};
const CALCULATORS = Object.values(GROUPS).flat();

/** Each group is a list its name labels, with its calculators' links in order. */
async function expectGroups(container: Locator) {
  for (const [name, labels] of Object.entries(GROUPS))
    await expect(
      container.getByRole("list", { name, exact: true }).getByRole("link"),
    ).toHaveText(labels);
}

test("a guest's top bar offers SIP, FD and RD, Login and Register; the footer lists every calculator by group", async ({
  page,
}) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  const nav = banner.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["SIP", "FD", "RD"]);
  await expect(banner.getByRole("link", { name: "Login" })).toHaveAttribute(
    "href",
    "/auth",
  );
  await expect(banner.getByRole("link", { name: "Register" })).toHaveAttribute(
    "href",
    "/auth",
  );
  await expect(banner.getByRole("button", { name: "Menu" })).toBeHidden();

  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("In memory of the grandparents");
  await expect(footer).toContainText("© 2026 Kosh");
  const footerNav = footer.getByRole("navigation", { name: "Calculators" });
  await expect(footerNav.getByRole("link")).toHaveText(CALCULATORS);
  await expectGroups(footerNav);

  await nav.getByRole("link", { name: "FD" }).click();
  await expect(page).toHaveURL("/fd");
  await expect(nav.getByRole("link", { name: "FD" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the skip link is the first stop for the keyboard and moves focus to the page", async ({
  page,
}) => {
  await page.goto("/");
  // The app draws its first screen once that page's code is in; a person tabs once they see it.
  await expect(page.getByRole("main")).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});

test.describe("on a 390 px phone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test("a guest opens the menu, sees Login, Register and every calculator by group, and it closes on Escape and on navigation", async ({
    page,
  }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator(
      `#${await menuButton.getAttribute("aria-controls")}`,
    );
    await expect(menu).toBeHidden();
    // The bar itself is not crowded: its links live in the menu.
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Login" }),
    ).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    // The language switch ends the menu (decision 0038).
    await expect(menu.getByRole("link")).toHaveText([
      "Login",
      "Register",
      ...CALCULATORS,
      "हिन्दी",
    ]);
    await expectGroups(menu);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole("link", { name: "RD", exact: true }).click();
    await expect(page).toHaveURL("/rd");
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await menuButton.click();
    await menu.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL("/auth");
    await expect(
      page.getByRole("heading", { name: "Login for Invited Users" }),
    ).toBeVisible();
  });

  test("nothing on the guest pages is wider than the phone", async ({
    page,
  }) => {
    for (const path of ["/", "/auth"]) {
      await page.goto(path);
      await expect(page.getByRole("banner")).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
