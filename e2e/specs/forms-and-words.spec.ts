import { addMonths, formatLongDate } from "@kosh/core/format/date";
import { expect, test } from "../fixtures/test.ts";
import {
  addInvestment,
  daysFromToday,
  openDashboard,
  type NewInvestment,
} from "../fixtures/people.ts";

// Issue 32's "Forms and words": what a person types stays until they correct it, and the
// investments table fits a laptop's screen.

test.describe("the Add Investment form keeps what was typed (issue 32)", () => {
  test(
    "a principal and period typed out of bounds stay with their messages, adding is refused with the focus on the first, and nothing else typed is lost",
    { tag: "@mobile" },
    async ({ page, newInvestor }) => {
      const investor = await newInvestor("typed-values");
      await openDashboard(page, investor);
      await page
        .getByRole("button", { name: "Add Your First Investment" })
        .click();
      const dialog = page.getByRole("dialog", { name: "Add New Investment" });
      await dialog.getByLabel("Company").selectOption({ label: "HDFC Bank" });
      await dialog
        .getByLabel("Investment Type")
        .selectOption({ label: "Fixed Deposit" });
      const notes = dialog.getByLabel("Notes (optional)");
      await notes.fill("For the roof");

      const principal = dialog.getByLabel("Principal in rupees");
      await principal.fill("2,00,00,000");
      await principal.blur();
      await expect(principal).toHaveValue("2,00,00,000");
      await expect(principal).toHaveAccessibleDescription(
        "Principal must be between ₹1,000 and ₹1,00,00,000",
      );

      const start = dialog.getByLabel("Start Date");
      await start.fill("2026-01-31");
      await expect(start).toHaveAccessibleDescription("31 January 2026");
      const endDate = dialog.getByLabel("End Date");
      const period = dialog.getByLabel("Period (months)");
      await period.fill("121");
      await period.blur();
      await expect(period).toHaveValue("121");
      await expect(period).toHaveAccessibleDescription(
        /Period must be a whole number of months from 0 to 120/,
      );
      // The end date stays where the last usable period (12 months) set it, said in words.
      await expect(endDate).toHaveValue(addMonths("2026-01-31", 12));
      await expect(endDate).toHaveAccessibleDescription(
        new RegExp(`^${formatLongDate(addMonths("2026-01-31", 12))}`),
      );

      await dialog.getByRole("button", { name: "Add Investment" }).click();
      await expect(principal).toBeFocused();
      await expect(principal).toBeInViewport();
      await expect(principal).toHaveValue("2,00,00,000");
      await expect(period).toHaveValue("121");
      await expect(notes).toHaveValue("For the roof");
      await expect(dialog).toBeVisible();

      await principal.fill("2,00,000");
      await period.fill("24");
      await expect(endDate).toHaveValue("2028-01-31");
      await dialog.getByRole("button", { name: "Add Investment" }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByText("₹2,00,000", { exact: true }).first(),
      ).toBeVisible();
    },
  );
});

/** Deposits whose row is as wide as a household's gets: long names, crores, payouts said in words. */
const WIDE_ROWS: NewInvestment[] = (
  [
    {
      company: "Shriram Finance",
      type: "Bonds",
      principal: 1_00_00_000,
      rate: 9.1,
      interestSchedule: "payout_yearly",
    },
    {
      company: "Ujjivan Small Finance Bank",
      type: "Corporate FD",
      principal: 95_00_000,
      rate: 8.65,
      interestSchedule: "payout_half_yearly",
    },
    {
      company: "Kotak Mahindra Bank",
      type: "Fixed Deposit",
      principal: 15_00_000,
      rate: 8.2,
      interestSchedule: "payout_quarterly",
    },
    {
      company: "AU Small Finance Bank",
      type: "Senior Citizens Savings Scheme",
      principal: 30_00_000,
      rate: 8.2,
    },
  ] satisfies Omit<NewInvestment, "startDate" | "endDate">[]
).map((row, index) => ({
  ...row,
  startDate: daysFromToday(-400 - index),
  endDate: daysFromToday(1460 + index * 31),
}));

test("the investments table fits its card at 1280, 1366 and 1440 px, in English and Hindi", async ({
  page,
  newInvestor,
}) => {
  const investor = await newInvestor("wide-table");
  for (const row of WIDE_ROWS) await addInvestment(investor, row);
  await openDashboard(page, investor);
  for (const [path, caption] of [
    ["/dashboard", /^Your investments, newest first/],
    ["/hi/dashboard", /^आपके निवेश, सबसे नए पहले/],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole("table", { name: caption });
    await expect(table.getByRole("row")).toHaveCount(WIDE_ROWS.length + 1);
    await expect(table).toContainText("₹1,00,00,000");
    for (const width of [1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // The table's frame does not scroll sideways: every column is in sight.
      const frame = await table.evaluate((element) => ({
        scrollWidth: element.parentElement!.scrollWidth,
        clientWidth: element.parentElement!.clientWidth,
      }));
      expect(frame.scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(
        frame.clientWidth,
      );
    }
  }
});
