import { expect, test } from "../fixtures/test.ts";

const CALCULATORS = [
  "Home Loan EMI",
  "Home Loan Prepayment",
  "SIP",
  "Step-up SIP",
  "Goal SIP",
  "Lumpsum",
  "SWP",
  "FD",
  "RD",
  "PPF",
  "Sukanya Samriddhi",
  "NSC",
  "Kisan Vikas Patra",
  "Senior Citizens' Savings Scheme",
  "Post Office MIS",
  "Post Office Time Deposit",
  "Simple Interest",
  "Compound Interest",
];

test("a guest's top bar offers SIP, FD and RD, Login and Register; the footer lists every calculator", async ({
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
  await expect(
    footer.getByRole("navigation", { name: "Calculators" }).getByRole("link"),
  ).toHaveText(CALCULATORS);

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

  test("a guest opens the menu, sees the same items, and it closes on Escape and on navigation", async ({
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
      "SIP",
      "FD",
      "RD",
      "Login",
      "Register",
      "हिन्दी",
    ]);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole("link", { name: "RD" }).click();
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
