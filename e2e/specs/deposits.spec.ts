import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { companyTypeEndpoints } from "@kosh/core/api/reference-lists";
import { expectSuccess } from "@kosh/testing/api-client";
import { formatLongDate } from "@kosh/core/format/date";
import { AxeAudit } from "../fixtures/axe.ts";
import {
  addInvestment,
  daysFromToday,
  openDashboard,
  signInAdmin,
  useSession,
} from "../fixtures/people.ts";
import { detailValue } from "../fixtures/investment-details.ts";
import { fillAddInvestmentForm } from "../fixtures/sample-investments.ts";
import { expect, test } from "../fixtures/test.ts";

/**
 * Deposits as the bank counts them (docs/product.md#interest-schedules, #tax-year-interest,
 * #interest-coming-to-you, #deposit-insurance): a monthly payout deposit added through the form,
 * the tax-year screen and its CSV, the insurance section, and the admin's switch. Each test is a
 * person of its own, so it passes alone; the figures are worked out by hand from the rules.
 */

/** The same day `months` later, or that month's last day when it is shorter (docs/product.md#interest-schedules). */
function monthsAfter(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [
    number,
    number,
    number,
  ];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0));
  const wanted = new Date(Date.UTC(year, month - 1 + months, 1));
  wanted.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return wanted.toISOString().slice(0, 10);
}

const monthName = (date: string) =>
  new Intl.DateTimeFormat("en-IN", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));

test(
  "a deposit paying interest every month shows ₹2,900 a month in the form, its details and the next 12 months",
  { tag: "@mobile" },
  async ({ page, newInvestor }, testInfo) => {
    const investor = await newInvestor("monthly-payout");
    await openDashboard(page, investor);
    const audit = new AxeAudit(page, `${testInfo.project.name} deposits`);

    await page
      .getByRole("button", { name: "Add Investment", exact: true })
      .click();
    const form = page.getByRole("dialog", { name: "Add New Investment" });
    await fillAddInvestmentForm(form, {
      company: "HDFC Bank",
      type: "Fixed Deposit",
      principal: "500000",
      rate: "7",
      months: "12",
    });
    const start = daysFromToday(-10);
    await form.getByLabel("Start Date").fill(start);

    const schedule = form.getByLabel("How interest is paid");
    // A Fixed Deposit starts from its usual schedule.
    await expect(schedule).toHaveValue("cumulative_quarterly");
    await schedule.selectOption({ label: "Interest paid to me every month" });
    // 5,00,000 × ((1 + 0.07/4)^(1/3) − 1) = 2,899.82: the bank's "discounted" monthly rate.
    await expect(
      form.getByText("₹2,900 paid to you every month."),
    ).toBeVisible();
    // Interest paid out leaves the principal to be repaid at maturity.
    await expect(form.getByLabel("Maturity Amount")).toHaveValue("5,00,000");
    await audit.check("Add New Investment with a monthly payout");

    await form.getByRole("button", { name: "Add Investment" }).click();
    await expect(form).toBeHidden();

    const firstPayout = monthsAfter(start, 1);
    await page.getByRole("button", { name: "View" }).click();
    const details = page.getByRole("dialog", { name: "Investment Details" });
    await expect(detailValue(details, "How interest is paid")).toHaveText(
      "Interest paid to me every month",
    );
    await expect(detailValue(details, "Interest per payout")).toHaveText(
      "₹2,900",
    );
    await expect(detailValue(details, "Next payout")).toHaveText(
      `₹2,900 on ${formatLongDate(firstPayout)}`,
    );
    await audit.check("Investment Details of a monthly payout deposit");
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();

    const coming = page.getByRole("region", {
      name: "Interest coming to you in the next 12 months",
    });
    await expect(
      coming.getByRole("listitem").filter({ hasText: monthName(firstPayout) }),
    ).toHaveText(`${monthName(firstPayout)}₹2,900`);
    audit.report();
  },
);

test(
  "the tax-year screen, opened from the dashboard, gives each year's interest and downloads it",
  { tag: "@mobile" },
  async ({ page, newInvestor }, testInfo) => {
    const investor = await newInvestor("tax-year");
    await addInvestment(investor, {
      company: "State Bank of India",
      type: "Fixed Deposit",
      principal: 1_00_000,
      rate: 7,
      startDate: "2024-04-01",
      endDate: "2026-04-01",
      interestSchedule: "cumulative_quarterly",
    });
    await openDashboard(page, investor);
    await page.getByRole("link", { name: "Tax year interest" }).click();
    await expect(page).toHaveURL(/\/tax-year-interest$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Tax year interest" }),
    ).toBeVisible();

    // 1,00,000 at 7 % compounded quarterly from 1 April 2024: 4 quarters to 31 March 2025 make
    // 1,07,186; 4 more to 31 March 2026 make 1,14,888 (docs/product.md#tax-year-interest).
    const year = page.getByLabel("Financial year");
    const total = page.getByRole("region", { name: /^Interest earned in FY/ });
    // The deposit matured before this year: the screen opens on the last year it earned in.
    await expect(year).toHaveValue("2025-26");
    await expect(total).toContainText("₹7,702");
    await year.selectOption({ label: "FY 2024-25 (April 2024 to March 2025)" });
    await expect(total.getByRole("heading")).toHaveText(
      "Interest earned in FY 2024-25",
    );
    await expect(total).toContainText("₹7,186");
    await expect(
      page.getByRole("list", { name: "By bank" }).getByRole("listitem"),
    ).toHaveText(["State Bank of India₹7,186"]);
    const audit = new AxeAudit(page, `${testInfo.project.name} tax year`);
    await audit.check("/tax-year-interest, FY 2024-25");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("kosh-interest-2024-25.csv");
    const text = await readFile(await download.path(), "utf8");
    expect(text.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "financial_year,company,type,account_number,document_number,principal_amount,rate_of_interest,start_date,end_date,status,interest_schedule,interest",
      '2024-25,State Bank of India,Fixed Deposit,,,100000,7,2024-04-01,2026-04-01,active,"Interest added every quarter, paid at maturity",7186',
      "2024-25,Total,,,,,,,,,,7186",
      "",
    ]);
    audit.report();
  },
);

test(
  "deposits in one bank above ₹5,00,000 name the bank and how much is above the cover",
  { tag: "@mobile" },
  async ({ page, newInvestor }, testInfo) => {
    const investor = await newInvestor("insurance");
    // Starting today, each deposit is worth its principal today.
    const today = daysFromToday(0);
    const deposit = {
      type: "Fixed Deposit",
      rate: 7.25,
      startDate: today,
      endDate: daysFromToday(400),
      interestSchedule: "cumulative_quarterly",
    } as const;
    await addInvestment(investor, {
      ...deposit,
      company: "ICICI Bank",
      principal: 3_00_000,
    });
    await addInvestment(investor, {
      ...deposit,
      company: "ICICI Bank",
      principal: 2_50_000,
    });
    await addInvestment(investor, {
      ...deposit,
      company: "State Bank of India",
      principal: 1_00_000,
    });
    await addInvestment(investor, {
      ...deposit,
      type: "Corporate FD",
      company: "Bajaj Finance",
      principal: 2_00_000,
    });
    await openDashboard(page, investor);

    const insurance = page.getByRole("region", {
      name: "Deposit insurance",
      exact: true,
    });
    await expect(insurance.getByRole("listitem")).toHaveText([
      "ICICI Bank · Meera Iyer₹5,50,000 — ₹50,000 above the cover",
      "State Bank of India · Meera Iyer₹1,00,000 — within the cover",
      "Bajaj Finance · Meera Iyer: ₹2,00,000 (1 deposit)",
    ]);
    await expect(
      insurance.getByRole("heading", {
        name: "Not covered by deposit insurance",
      }),
    ).toBeVisible();
    const audit = new AxeAudit(page, `${testInfo.project.name} insurance`);
    await audit.check("/dashboard with the Deposit insurance section");
    audit.report();
  },
);

test(
  "an admin's 'Deposits backed by' choice in the Company Types tab sticks after a reload",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    const admin = await signInAdmin();
    // A type of the test's own, so no other spec sees its answer change.
    const typeName = `Co-operative Bank ${randomUUID().slice(0, 6)}`;
    const type = await expectSuccess(
      admin.call(companyTypeEndpoints.add, { body: { type_name: typeName } }),
      201,
      `adding the company type ${typeName}`,
    );
    try {
      await useSession(page, admin);
      await page.goto("/admin");
      await page.getByRole("tab", { name: /^Company Types/ }).click();
      await expect(page).toHaveURL(/\/admin\?tab=company-types$/);
      const cover = page.getByRole("combobox", {
        name: `Deposits with ${typeName} backed by`,
      });
      await expect(cover).toHaveValue("none");
      // The seeded answers: banks insured, the post office backed by the Government, NBFCs neither.
      const seeded = (type: string) =>
        page.getByRole("combobox", { name: `Deposits with ${type} backed by` });
      await expect(seeded("Bank")).toHaveValue("deposit_insurance");
      await expect(seeded("Post Office")).toHaveValue("government");
      await expect(seeded("NBFC")).toHaveValue("none");

      await cover.selectOption({ label: "Deposit insurance (DICGC)" });
      await expect(page.getByText("Cover saved")).toBeVisible();
      await expect(cover).toBeEnabled();
      await expect(cover).toHaveValue("deposit_insurance");
      const audit = new AxeAudit(page, `${testInfo.project.name} admin`);
      await audit.check("/admin Company Types after a change");

      await page.reload();
      await expect(cover).toHaveValue("deposit_insurance");
      const types = await expectSuccess(
        admin.call(companyTypeEndpoints.list, {}),
        200,
        "the company types",
      );
      expect(types.find((entry) => entry.id === type.id)).toEqual({
        ...type,
        cover: "deposit_insurance",
      });

      await cover.selectOption({ label: "Nothing: not covered" });
      await expect(cover).toBeEnabled();
      await expect(cover).toHaveValue("none");
      await page.reload();
      await expect(cover).toHaveValue("none");
      audit.report();
    } finally {
      await admin.call(companyTypeEndpoints.remove, {
        params: { id: type.id },
      });
    }
  },
);
