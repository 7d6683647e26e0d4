/**
 * My Investments on a phone (issue 32): what a person comes for first (ready to renew, what ends
 * next, the list) comes first, and the page reads in the order it shows.
 */
import type { Page } from "@playwright/test";
import { AxeAudit } from "../fixtures/axe.ts";
import {
  addInvestment,
  daysFromToday,
  openDashboard,
} from "../fixtures/people.ts";
import {
  ANY_DEPOSIT,
  CORPORATE_FD,
  LONG_DEPOSIT,
  MATURED,
  MATURING_SOON,
} from "../fixtures/sample-investments.ts";
import { expect, test } from "../fixtures/test.ts";

/** Where each section heading starts, from the top of the page, in the order the page reads. */
function headingTops(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("main h1, main h2, main h3")]
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => ({
        text: heading.textContent ?? "",
        top: Math.round(heading.getBoundingClientRect().top + window.scrollY),
        left: Math.round(heading.getBoundingClientRect().left),
      })),
  );
}

test(
  "with six deposits the list starts within a screen and a half on a phone, and every width reads in the order it shows",
  { tag: "@mobile" },
  async ({ page, newInvestor }, testInfo) => {
    const investor = await newInvestor("six-deposits");
    for (const deposit of [
      ANY_DEPOSIT,
      CORPORATE_FD,
      LONG_DEPOSIT,
      MATURED,
      MATURING_SOON,
    ])
      await addInvestment(investor, deposit);
    // A deposit paying interest every month brings the payouts section.
    await addInvestment(investor, {
      company: "HDFC Bank",
      type: "Fixed Deposit",
      principal: 5_00_000,
      rate: 7,
      startDate: daysFromToday(-10),
      endDate: daysFromToday(355),
      interestSchedule: "payout_monthly",
    });
    await openDashboard(page, investor);
    const list = page.getByRole("heading", { name: "Your Investments" });
    await expect(list).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Deposit insurance", exact: true }),
    ).toBeVisible();

    const screenHeight = page.viewportSize()!.height;
    const tops = await headingTops(page);
    const topOf = (text: string) =>
      tops.find((heading) => heading.text === text)?.top ?? Infinity;
    // Each heading below the one before it, or beside it on its right: the reading order is the
    // order on screen.
    for (const [index, heading] of tops.entries()) {
      const before = tops[index - 1];
      if (before && heading.top === before.top)
        expect(heading.left, heading.text).toBeGreaterThan(before.left);
      else if (before)
        expect(heading.top, heading.text).toBeGreaterThan(before.top);
    }
    await page.screenshot({
      path: testInfo.outputPath("dashboard.png"),
      fullPage: true,
    });
    console.log(
      `[dashboard] ${testInfo.project.name}: ${tops
        .map((heading) => `${heading.text} @ ${heading.top}`)
        .join(" · ")}`,
    );

    if (testInfo.project.name === "mobile") {
      // The list began about 3,900 px down, under the cards, four charts, payouts and insurance.
      expect(topOf("Your Investments")).toBeLessThan(screenHeight * 1.5);
      await expect(
        page.getByRole("term").filter({ hasText: "Ready to Renew" }),
      ).toBeInViewport();
      expect(topOf("Upcoming Maturities")).toBeLessThan(
        topOf("Your Investments"),
      );
      expect(topOf("Your Investments")).toBeLessThan(
        topOf("Portfolio Distribution"),
      );
    } else {
      // A wide screen shows the four charts at once, what ends next first, then the list.
      expect(topOf("Upcoming Maturities")).toBeLessThan(screenHeight);
      expect(topOf("Your Investments")).toBeLessThan(
        topOf("Interest coming to you in the next 12 months"),
      );
    }
    expect(topOf("Your Investments")).toBeLessThan(topOf("Deposit insurance"));

    const audit = new AxeAudit(page, `${testInfo.project.name} dashboard`);
    await audit.check("My Investments with six deposits");
    audit.report();
  },
);
