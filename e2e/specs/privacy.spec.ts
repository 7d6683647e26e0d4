import { AxeAudit } from "../fixtures/axe.ts";
import { expectNoEnglishLeft } from "../fixtures/english-left.ts";
import { E2E_OPERATOR } from "../fixtures/operator.ts";
import { expect, test } from "../fixtures/test.ts";

// Who holds a person's data and what Kosh keeps (issue 31, docs/product.md#privacy): the footer
// and the sign-in screen lead to /privacy, which names the operator the server is configured with,
// in English and in Hindi, readable at 390 and 1280 px.

test(
  "the footer leads to the privacy page, which names the operator and the address to write to, and reads in Hindi at /hi/privacy",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    const audit = new AxeAudit(page, `${testInfo.project.name} privacy`);
    const response = await page.goto("/sip");
    expect(response?.status()).toBe(200);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Your data and who holds it" })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your data in Kosh",
    );
    await expect(
      page.getByText(
        `This Kosh is run by ${E2E_OPERATOR.name}, who holds the data kept in it.`,
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: E2E_OPERATOR.email }),
    ).toHaveAttribute("href", `mailto:${E2E_OPERATOR.email}`);
    // Nothing wider than the screen: a phone reads it without scrolling sideways.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
    await audit.check("/privacy");

    const hindi = await page.goto("/hi/privacy");
    expect(hindi?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Kosh में आपका डेटा",
    );
    await expect(
      page.getByText(
        `यह Kosh ${E2E_OPERATOR.name} चलाते हैं, और इसमें रखा डेटा उन्हीं के पास है।`,
      ),
    ).toBeVisible();
    await expectNoEnglishLeft(page.getByRole("main"), "/hi/privacy");
    await audit.check("/hi/privacy");
    expect(audit.violations).toEqual([]);
  },
);

test(
  "the sign-in screen links the privacy page before anyone gives an address",
  { tag: "@mobile" },
  async ({ page }) => {
    await page.goto("/auth");
    await page
      .getByRole("link", {
        name: "What Kosh keeps about you, and who holds it",
      })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your data in Kosh",
    );
  },
);
