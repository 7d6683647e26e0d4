import {
  amortization,
  formatMonths,
} from "@kosh/core/calculators/amortization";
import { calculateEndpoints } from "@kosh/core/api/calculate";
import { endpointUrlPattern } from "@kosh/testing/endpoint-url-pattern";
import { compoundInterest } from "@kosh/core/calculators/compound-interest";
import { fixedDeposit } from "@kosh/core/calculators/fixed-deposit";
import { homeLoan } from "@kosh/core/calculators/home-loan";
import { recurringDeposit } from "@kosh/core/calculators/recurring-deposit";
import { simpleInterest } from "@kosh/core/calculators/simple-interest";
import { sip } from "@kosh/core/calculators/sip";
import { formatInr } from "@kosh/core/format/money";
import type { Page } from "@playwright/test";
import { resultCard } from "../fixtures/result-card.ts";
import { expect, test } from "../fixtures/test.ts";

async function expectResults(page: Page, figures: Record<string, number>) {
  for (const [label, amount] of Object.entries(figures)) {
    await expect(
      resultCard(page, label).getByRole("definition").first(),
    ).toHaveText(formatInr(amount));
  }
}

interface DefaultsCase {
  path: string;
  title: string;
  result: Record<string, number>;
  labels: Record<string, string>;
}

const DEFAULTS: DefaultsCase[] = [
  {
    path: "/home-loan",
    title: "Home Loan EMI Calculator",
    result: { ...homeLoan({ principal: 5_000_000, rate: 8.5, tenure: 20 }) },
    labels: {
      emi: "Monthly EMI",
      totalAmount: "Total Amount",
      totalInterest: "Total Interest",
      principal: "Principal",
    },
  },
  {
    path: "/sip",
    title: "SIP Calculator",
    result: {
      ...sip({
        monthlyInvestment: 5000,
        expectedReturn: 12,
        timePeriod: 10,
      }),
    },
    labels: {
      maturityAmount: "Maturity Amount",
      totalInvestment: "Total Investment",
      totalReturns: "Total Returns",
    },
  },
  {
    path: "/fd",
    title: "Fixed Deposit Calculator",
    result: { ...fixedDeposit({ principal: 100_000, rate: 6.5, tenure: 5 }) },
    labels: {
      maturityAmount: "Maturity Amount",
      interestEarned: "Interest Earned",
      principal: "Principal",
    },
  },
  {
    path: "/rd",
    title: "Recurring Deposit Calculator",
    result: {
      ...recurringDeposit({ monthlyDeposit: 5000, rate: 6.5, tenure: 5 }),
    },
    labels: {
      maturityAmount: "Maturity Amount",
      totalDeposits: "Total Deposits",
      interestEarned: "Interest Earned",
    },
  },
  {
    path: "/simple-interest",
    title: "Simple Interest Calculator",
    result: { ...simpleInterest({ principal: 100_000, rate: 8.5, time: 5 }) },
    labels: {
      simpleInterest: "Simple Interest",
      totalAmount: "Total Amount",
      principal: "Principal",
    },
  },
  {
    path: "/compound-interest",
    title: "Compound Interest Calculator",
    result: { ...compoundInterest({ principal: 100_000, rate: 8.5, time: 5 }) },
    labels: {
      compoundInterest: "Compound Interest",
      compoundAmount: "Compound Amount",
      principal: "Principal",
    },
  },
];

for (const calculator of DEFAULTS) {
  test(`${calculator.path} shows the right figures for its defaults`, async ({
    page,
  }) => {
    await page.goto(calculator.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      calculator.title,
    );
    const figures = Object.fromEntries(
      Object.entries(calculator.labels).map(([key, label]) => [
        label,
        calculator.result[key]!,
      ]),
    );
    await expectResults(page, figures);
    await expect(page.getByText("server unreachable")).toBeHidden();
    await expect(
      page.getByRole("complementary", { name: "Disclaimer" }),
    ).toContainText("consult a financial advisor");
  });
}

test("the known answers of every calculator appear on screen", async ({
  page,
}) => {
  await page.goto("/home-loan");
  await expect(resultCard(page, "Monthly EMI")).toContainText("₹43,391");
  await page.goto("/sip");
  await expect(resultCard(page, "Maturity Amount")).toContainText("₹11,61,695");
  await expect(resultCard(page, "Maturity Amount")).toContainText("11.62 lakh");
  await page.goto("/fd?principal=100000&rate=7&tenure=5");
  await expect(resultCard(page, "Maturity Amount")).toContainText("₹1,41,478");
  await page.goto("/rd?monthlyDeposit=5000&rate=8&tenure=1");
  await expect(resultCard(page, "Maturity Amount")).toContainText("₹62,647");
});

test("moving a slider and typing a value both change the result", async ({
  page,
}) => {
  await page.goto("/sip");
  await expectResults(page, { "Maturity Amount": 1_161_695 });

  // Arrow keys move a native slider one step: 10 → 11 years.
  const period = page.getByRole("slider", { name: "Period" });
  await period.focus();
  await page.keyboard.press("ArrowRight");
  await expect(period).toHaveAttribute("aria-valuetext", "11 years");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expectResults(page, {
    "Maturity Amount": sip({
      monthlyInvestment: 5000,
      expectedReturn: 12,
      timePeriod: 11,
    }).maturityAmount,
  });

  const amount = page.getByRole("textbox", {
    name: "Monthly Investment in rupees",
  });
  await amount.fill("12500");
  await expect(
    page.getByRole("slider", { name: "Monthly Investment" }),
  ).toHaveAttribute("aria-valuetext", "₹12,500");
  await page.getByRole("button", { name: "Calculate" }).click();
  const expected = sip({
    monthlyInvestment: 12_500,
    expectedReturn: 12,
    timePeriod: 11,
  });
  await expectResults(page, {
    "Maturity Amount": expected.maturityAmount,
    "Total Investment": expected.totalInvestment,
    "Total Returns": expected.totalReturns,
  });
  await expect(page).toHaveURL(
    "/sip?monthlyInvestment=12500&expectedReturn=12&timePeriod=11",
  );
});

test("an out-of-range typed value is refused with a message naming the field", async ({
  page,
}) => {
  await page.goto("/home-loan");
  await expectResults(page, { "Monthly EMI": 43_391 });
  const rate = page.getByRole("textbox", { name: "Interest Rate in percent" });
  await rate.fill("55");
  // No message while the person may still be typing; leaving the box shows it.
  await expect(page.getByText(/must be between/)).toBeHidden();
  await rate.press("Tab");
  await expect(
    page.getByText("Interest Rate must be between 6% and 15%"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Correct Interest Rate first: Interest Rate must be between 6% and 15%.",
  );
  await expectResults(page, { "Monthly EMI": 43_391 });
});

test("a shared link reproduces its result; a bad value falls back with a notice", async ({
  page,
}) => {
  await page.goto("/rd?monthlyDeposit=7500&rate=7.2&tenure=3");
  await expectResults(page, {
    "Maturity Amount": recurringDeposit({
      monthlyDeposit: 7500,
      rate: 7.2,
      tenure: 3,
    }).maturityAmount,
  });
  await expect(page.getByRole("slider", { name: "Rate" })).toHaveAttribute(
    "aria-valuetext",
    "7.2 percent",
  );

  await page.goto("/sip?monthlyInvestment=abc&expectedReturn=14&timePeriod=15");
  await expect(
    page.getByText(/cannot use for Monthly Investment/),
  ).toBeVisible();
  await expectResults(page, {
    "Maturity Amount": sip({
      monthlyInvestment: 5000,
      expectedReturn: 14,
      timePeriod: 15,
    }).maturityAmount,
  });
});

test.describe("when the API cannot be reached", () => {
  test.use({ expectedConsoleErrors: [/ERR_FAILED|Failed to load resource/] });

  test("the page computes on the device and says so discreetly", async ({
    page,
  }) => {
    await page.route(
      endpointUrlPattern(Object.values(calculateEndpoints)),
      (route) => route.abort("failed"),
    );
    await page.goto("/fd");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expectResults(page, {
      "Maturity Amount": fixedDeposit({
        principal: 100_000,
        rate: 6.5,
        tenure: 5,
      }).maturityAmount,
    });
    await expect(
      page.getByText("Calculated on your device — server unreachable"),
    ).toBeVisible();
  });
});

test("SIP, FD and RD show the invested-vs-returns ring and a year-by-year table", async ({
  page,
}) => {
  await page.goto("/rd");
  const table = page.getByRole("table", { name: "Year-by-year growth" });
  await expect(table.getByRole("row")).toHaveCount(6);
  const result = recurringDeposit({
    monthlyDeposit: 5000,
    rate: 6.5,
    tenure: 5,
  });
  await expect(table.getByRole("row").last()).toContainText(
    formatInr(result.maturityAmount),
  );
  // The ring's returns arc is drawn to the returns' share of the total.
  const share = (result.interestEarned / result.maturityAmount) * 100;
  const arc = page
    .locator("section", {
      has: page.getByRole("heading", { name: "Where the money comes from" }),
    })
    .locator("circle")
    .last();
  await expect(arc).toHaveAttribute("stroke-dasharray", /^\d/);
  const dash = Number(
    (await arc.getAttribute("stroke-dasharray"))?.split(" ")[0],
  );
  expect(dash).toBeCloseTo(share, 1);
});

test("the prepayment page updates live and offers the full schedule as CSV", async ({
  page,
}) => {
  await page.goto("/home-loan-amortization");
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary).toContainText("₹43,391");
  await expect(page.getByText("No Extra Payment")).toBeVisible();
  await expect(page.getByRole("button", { name: "Calculate" })).toHaveCount(0);

  await page
    .getByRole("textbox", { name: "Extra Payment in rupees" })
    .fill("10000");
  const monthly = amortization({
    principal: 5_000_000,
    rate: 8.5,
    tenure: 20,
    extraPaymentAmount: 10_000,
    extraPaymentFrequency: "monthly",
  });
  await expect(summary.getByText("Interest Saved").locator("..")).toContainText(
    formatInr(monthly.interestSaved),
  );
  await expect(summary.getByText("New Tenure").locator("..")).toContainText(
    formatMonths(monthly.withExtra.months),
  );
  await expect(
    page.getByRole("heading", { name: "Time Reduction" }).locator(".."),
  ).toContainText(formatMonths(monthly.monthsSaved));

  await page.getByText("Yearly", { exact: true }).click();
  const yearly = amortization({
    principal: 5_000_000,
    rate: 8.5,
    tenure: 20,
    extraPaymentAmount: 10_000,
    extraPaymentFrequency: "yearly",
  });
  await expect(summary.getByText("Interest Saved").locator("..")).toContainText(
    formatInr(yearly.interestSaved),
  );
  await expect(page).toHaveURL(
    /extraPaymentAmount=10000&extraPaymentFrequency=yearly/,
  );

  await page.getByRole("button", { name: "Show full schedule" }).click();
  await expect(
    page
      .getByRole("table", {
        name: `Full schedule: ${yearly.schedule.length} months`,
      })
      .getByRole("row"),
  ).toHaveCount(yearly.schedule.length + 1);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("kosh-home-loan-schedule.csv");
  const lines = (await streamText(download)).trimEnd().split("\r\n");
  // The byte-order mark first, so Excel reads the file as UTF-8 (a Hindi page's header).
  expect(lines[0]).toBe(
    "\uFEFFMonth,EMI,Principal,Interest,Extra Payment,Balance,Cumulative Interest",
  );
  expect(lines).toHaveLength(yearly.schedule.length + 1);
  expect(lines.at(-1)).toMatch(/,0,\d+$/);
});

test(
  "a calculator works on a 390 px phone without sideways scrolling",
  { tag: "@mobile" },
  async ({ page }) => {
    for (const path of ["/sip", "/home-loan-amortization"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () =>
          document.documentElement.scrollWidth -
          document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBe(0);
    }
    await page.goto("/sip");
    await page.getByRole("textbox", { name: "Period in years" }).fill("1");
    await expect(page.getByText("1 Year", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Calculate" }).click();
    await expectResults(page, {
      "Maturity Amount": sip({
        monthlyInvestment: 5000,
        expectedReturn: 12,
        timePeriod: 1,
      }).maturityAmount,
    });
  },
);

test(
  "on a phone, a slider drag changes the figures before Calculate, and Calculate brings them into view confirmed",
  { tag: "@mobile" },
  async ({ page }) => {
    await page.goto("/sip");
    const results = page.getByRole("region", { name: "Results" });
    await expectResults(page, { "Maturity Amount": 1_161_695 });
    await expect(results.getByText("Live estimate")).toBeVisible();

    // Drag the Period thumb from 10 years to the far right end (40 years).
    const slider = page.getByRole("slider", { name: "Period" });
    const box = (await slider.boundingBox())!;
    const thumbX = box.x + (box.width * (10 - 1)) / (40 - 1);
    await page.mouse.move(thumbX, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width + 20, box.y + box.height / 2, {
      steps: 8,
    });
    await page.mouse.up();
    await expect(slider).toHaveAttribute("aria-valuetext", "40 years");
    const expected = sip({
      monthlyInvestment: 5000,
      expectedReturn: 12,
      timePeriod: 40,
    });
    await expectResults(page, { "Maturity Amount": expected.maturityAmount });
    await expect(results.getByText("Live estimate")).toBeVisible();
    const scrolledBefore = await page.evaluate(() => window.scrollY);

    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(results.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Results" })).toBeInViewport(
      {
        ratio: 1,
      },
    );
    // On a phone the results sit below the form: the page has scrolled down to them.
    if ((page.viewportSize()?.width ?? 0) < 1024) {
      await expect
        .poll(() => page.evaluate(() => window.scrollY))
        .toBeGreaterThan(scrolledBefore);
      await expect(
        page.getByRole("heading", { name: "Results" }),
      ).toBeFocused();
    }
    await expectResults(page, {
      "Maturity Amount": expected.maturityAmount,
      "Total Investment": expected.totalInvestment,
    });
  },
);

async function streamText(download: {
  createReadStream(): Promise<NodeJS.ReadableStream>;
}) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream())
    chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
