import { investmentEndpoints } from "@kosh/core/api/investments";
import { depositValueOn } from "@kosh/core/deposits/deposit-value";
import { depositTermsOf } from "@kosh/core/deposits/investment-deposit";
import { nextPayout } from "@kosh/core/deposits/upcoming-payouts";
import { financialYearStart } from "@kosh/core/deposits/schemes/savings-account";
import { addMonths, formatLongDate, todayIso } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { expectSuccess } from "@kosh/testing/api-client";
import type { Page } from "@playwright/test";
import { AxeAudit } from "../fixtures/axe.ts";
import { detailValue } from "../fixtures/investment-details.ts";
import {
  addInvestment,
  type Investor,
  openDashboard,
} from "../fixtures/people.ts";
import { expect, test } from "../fixtures/test.ts";

/**
 * My Investments holds every scheme (docs/product.md#schemes-in-my-investments): a recurring
 * deposit, a PPF account with deposits added in its details, and an SCSS, each added through the
 * form as a person does, at 1280 and 390 px. Known answers are issue 29's; figures that depend on
 * today are core's formulas applied to the server's own answer.
 */

const INDIA = "Asia/Kolkata";

async function openAddForm(page: Page, company: string, type: string) {
  await page
    .getByRole("button", { name: "Add Investment", exact: true })
    .click();
  const form = page.getByRole("dialog", { name: "Add New Investment" });
  await form.getByLabel("Company").selectOption({ label: company });
  await form.getByLabel("Investment Type").selectOption({ label: type });
  return form;
}

/** The person's only investment, as the server answers it. */
async function onlyInvestment(investor: Investor) {
  const list = await expectSuccess(
    investor.call(investmentEndpoints.list, {}),
    200,
    "listing investments",
  );
  expect(list).toHaveLength(1);
  return list[0]!;
}

async function openDetails(page: Page) {
  await page.getByRole("button", { name: "View" }).first().click();
  return page.getByRole("dialog", { name: "Investment Details" });
}

test(
  "a recurring deposit of ₹5,000 a month for 5 years at 6.7 % is added with its instalment and matures at ₹3,56,829",
  { tag: "@mobile" },
  async ({ page, newInvestor }, testInfo) => {
    const investor = await newInvestor("scheme-rd");
    await openDashboard(page, investor);
    const audit = new AxeAudit(page, `${testInfo.project.name} schemes rd`);
    const form = await openAddForm(page, "India Post", "Recurring Deposit");
    await form.getByLabel("Monthly instalment in rupees").fill("5000");
    await form.getByLabel("Interest Rate in percent").fill("6.7");
    await form.getByLabel("Start Date").fill("2026-01-01");
    await form.getByLabel("Period (months)").fill("60");
    await expect(
      form.getByText("₹3,00,000 in all: 60 monthly instalments."),
    ).toBeVisible();
    // Issue 29's known answer, the RD calculator's quarterly-compounding rule.
    await expect(form.getByLabel("Maturity Amount")).toHaveValue("3,56,829");
    await audit.check("Add New Investment, a recurring deposit");
    await form.getByRole("button", { name: "Add Investment" }).click();
    await expect(form).toBeHidden();

    const saved = await onlyInvestment(investor);
    expect(saved).toMatchObject({
      scheme: "recurring_deposit",
      monthly_instalment: 5000,
      principal_amount: 300_000,
      maturity_amount: 356_829,
      end_date: "2031-01-01",
    });
    const details = await openDetails(page);
    await expect(detailValue(details, "Monthly instalment")).toHaveText(
      "₹5,000",
    );
    await audit.check("Investment Details of a recurring deposit");
    audit.report();
  },
);

test(
  "a PPF account opened with ₹1,50,000 takes two more deposits in its details, refuses one above the year's limit and shows its balance",
  { tag: "@mobile" },
  async ({ page, newInvestor }, testInfo) => {
    const investor = await newInvestor("scheme-ppf");
    await openDashboard(page, investor);
    const audit = new AxeAudit(page, `${testInfo.project.name} schemes ppf`);
    const form = await openAddForm(page, "India Post", "PPF");
    await form.getByLabel("First deposit in rupees").fill("150000");
    await form.getByLabel("Start Date").fill("2020-04-01");
    // 15 whole financial years after FY 2020-21.
    await expect(form.getByLabel("Maturity Date")).toHaveValue("2036-04-01");
    // PPF's rate for April–June 2020, as notified: 7.1 %.
    await expect(form.getByLabel("Interest Rate in percent")).toHaveValue(
      "7.1",
    );
    await form.getByRole("button", { name: "Add Investment" }).click();
    await expect(form).toBeHidden();

    const details = await openDetails(page);
    for (const date of ["2021-04-01", "2022-04-01"]) {
      await details.getByRole("button", { name: "Add a deposit" }).click();
      const adding = details.getByRole("form", { name: "Add a deposit" });
      await adding.getByLabel("Date of the deposit").fill(date);
      await adding.getByLabel("Amount").fill("150000");
      await adding.getByRole("button", { name: "Add deposit" }).click();
      await expect(
        details.getByRole("listitem").filter({ hasText: formatLongDate(date) }),
      ).toBeVisible();
    }
    await expect(detailValue(details, "Deposited so far")).toHaveText(
      "₹4,50,000",
    );

    // FY 2022-23 already holds ₹1,50,000: nothing more fits, and nothing is stored.
    await details.getByRole("button", { name: "Add a deposit" }).click();
    const adding = details.getByRole("form", { name: "Add a deposit" });
    await adding.getByLabel("Date of the deposit").fill("2022-06-10");
    await adding.getByLabel("Amount").fill("1000");
    await adding.getByRole("button", { name: "Add deposit" }).click();
    await expect(
      adding.getByText(/above the limit of ₹1,50,000/),
    ).toBeVisible();
    await audit.check("Investment Details of a PPF account, a deposit refused");

    const saved = await onlyInvestment(investor);
    expect(saved.scheme).toBe("ppf");
    expect(saved.deposits.map((deposit) => deposit.date)).toEqual([
      "2020-04-01",
      "2021-04-01",
      "2022-04-01",
    ]);
    expect(saved.principal_amount).toBe(450_000);
    const today = todayIso(new Date(), INDIA);
    const balance = formatInr(
      Math.round(depositValueOn(depositTermsOf(saved), today)),
    );
    await expect(detailValue(details, "Balance today")).toHaveText(balance);
    await page.keyboard.press("Escape");

    // PPF interest is exempt: FY 2021-22 earns 7.1 % on ₹1,60,650 (₹1,50,000 and FY 2020-21's
    // ₹10,650) plus the ₹1,50,000 of 1 April 2021, ₹3,10,650 × 0.071 = ₹22,056.
    await page.getByRole("link", { name: "Tax year interest" }).click();
    await page
      .getByLabel("Financial year")
      .selectOption({ label: "FY 2021-22 (April 2021 to March 2022)" });
    const total = page.getByRole("region", {
      name: "Interest earned in FY 2021-22",
    });
    await expect(
      total.getByText("Exempt from income tax (PPF, Sukanya Samriddhi)"),
    ).toBeVisible();
    await expect(total).toContainText("₹22,056");
    await audit.check("/tax-year-interest with exempt PPF interest");
    audit.report();
  },
);

test(
  "an SCSS of ₹15,00,000 at 8.2 % shows what it pays beside its maturity, its next payout, and no exempt interest",
  { tag: "@mobile" },
  async ({ page, newInvestor }, testInfo) => {
    const investor = await newInvestor("scheme-scss");
    await openDashboard(page, investor);
    const audit = new AxeAudit(page, `${testInfo.project.name} schemes scss`);
    const form = await openAddForm(
      page,
      "India Post",
      "Senior Citizens Savings Scheme",
    );
    await form.getByLabel("Principal in rupees").fill("1500000");
    await form.getByLabel("Start Date").fill("2026-03-01");
    // SCSS was notified at 8.2 % for January–March 2026: ₹30,750 a quarter.
    await expect(form.getByLabel("Interest Rate in percent")).toHaveValue(
      "8.2",
    );
    await expect(form.getByLabel("Maturity Date")).toHaveValue("2031-03-01");
    await form.getByRole("button", { name: "Add Investment" }).click();
    await expect(form).toBeHidden();

    // The table at 1280 px, the cards at 390 px: the payout beside the maturity.
    await expect(
      page.getByText("₹15,00,000 + ₹30,750 a quarter").first(),
    ).toBeVisible();

    const saved = await onlyInvestment(investor);
    expect(saved).toMatchObject({
      scheme: "scss",
      interest_schedule: "payout_quarterly",
      end_date: "2031-03-01",
    });
    const next = nextPayout(depositTermsOf(saved), todayIso(new Date(), INDIA));
    expect(next).not.toBeNull();
    const details = await openDetails(page);
    // The first payout, 1 April 2026, is pro rata: ₹30,750 × 31 / 90 days = ₹10,592.
    await expect(detailValue(details, "First payout")).toContainText("₹10,592");
    await expect(detailValue(details, "Next payout")).toHaveText(
      `${formatInr(Math.round(next!.amount))} on ${formatLongDate(next!.date)}`,
    );
    await audit.check("Investment Details of an SCSS");
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Tax year interest" }).click();
    const total = page.getByRole("region", { name: /^Interest earned in FY/ });
    await expect(total).toBeVisible();
    await expect(
      page.getByText("Exempt from income tax (PPF, Sukanya Samriddhi)"),
    ).toHaveCount(0);
    audit.report();
  },
);

test(
  "a matured PPF account is extended by 5 years without deposits in the app's own dialog",
  { tag: "@mobile" },
  async ({ page, newInvestor }, testInfo) => {
    const investor = await newInvestor("scheme-ppf-extend");
    // Matured on the last 1 April: 15 whole financial years after the one it was opened in.
    const maturity = financialYearStart(todayIso(new Date(), INDIA));
    const opened = addMonths(maturity, -16 * 12);
    await addInvestment(investor, {
      company: "India Post",
      type: "PPF",
      principal: 150_000,
      rate: 7.1,
      startDate: opened,
      endDate: maturity,
    });
    await openDashboard(page, investor);
    const audit = new AxeAudit(page, `${testInfo.project.name} ppf extend`);
    // Where a term deposit offers Renew, a matured PPF account offers Extend.
    await page
      .getByRole("button", { name: "Extend", exact: true })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Extend PPF Account" });
    await expect(
      dialog.getByRole("radio", { name: "With deposits" }),
    ).toBeChecked();
    await dialog.getByText("Without deposits", { exact: true }).click();
    await expect(
      dialog.getByRole("radio", { name: "Without deposits" }),
    ).toBeChecked();
    await audit.check("Extend PPF Account");
    await dialog.getByRole("button", { name: "Extend by 5 years" }).click();

    const newEnd = addMonths(maturity, 60);
    const details = page.getByRole("dialog", { name: "Investment Details" });
    await expect(detailValue(details, "Maturity date")).toHaveText(
      formatLongDate(newEnd),
    );
    await expect(detailValue(details, "Extension")).toHaveText(
      `By 5 years, from ${formatLongDate(maturity)}; no deposits since ${formatLongDate(maturity)}`,
    );
    await expect(page.getByText("PPF account extended")).toBeVisible();
    const saved = await onlyInvestment(investor);
    expect(saved).toMatchObject({
      end_date: newEnd,
      extended_years: 5,
      deposits_close_on: maturity,
    });
    audit.report();
  },
);
