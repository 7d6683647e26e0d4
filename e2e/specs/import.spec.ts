import { AxeAudit } from "../fixtures/axe.ts";
import { addInvestment, useSession } from "../fixtures/people.ts";
import { expect, test } from "../fixtures/test.ts";

// Import (issue 31, docs/product.md#import): a bank's list of its deposits, two already in Kosh and
// one with a date that does not exist, reviewed and imported at 390 and 1280 px; My Investments
// then shows the new deposit once, and the two it already had once each.

const DEPOSITS = [
  {
    company: "State Bank of India",
    type: "Fixed Deposit",
    principal: 150_000,
    rate: 7.1,
    startDate: "2024-04-01",
    endDate: "2025-04-01",
  },
  {
    company: "HDFC Bank",
    type: "Fixed Deposit",
    principal: 200_000,
    rate: 7.25,
    startDate: "2024-05-15",
    endDate: "2026-05-15",
  },
];

const BANK_LIST = [
  "Bank Name,Deposit Amount,ROI,Value Date,Maturity Date",
  'SBI,"1,50,000",7.10 %,01-04-2024,01-04-2025',
  'HDFC Bank Ltd.,"2,00,000",7.25,15/05/2024,15/05/2026',
  'ICICI,"75,000",6.9,10 Jan 2025,10 Jan 2026',
  "Kotak,50000,6.9,31-02-2024,01-03-2025",
].join("\r\n");

test(
  "a bank's list with two duplicates and a bad row is reviewed, imported, and shown on My Investments",
  { tag: "@mobile" },
  async ({ page, newInvestor }, testInfo) => {
    const audit = new AxeAudit(page, `${testInfo.project.name} import`);
    const investor = await newInvestor("import");
    for (const deposit of DEPOSITS) await addInvestment(investor, deposit);
    await useSession(page, investor);
    await page.goto("/import");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Import investments",
    );
    await audit.check("/import");

    await page.getByLabel("CSV file").setInputFiles({
      name: "fd-list.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(BANK_LIST),
    });
    await expect(
      page.getByText(
        "4 rows: 1 to import, 0 to update, 2 to skip, 1 that cannot be imported.",
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        "Line 5, Start date: 31-02-2024 is not a date that exists",
      ),
    ).toBeVisible();
    await expect(page.getByText("Already in Kosh")).toHaveCount(2);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
    await audit.check("/import, the preview");

    await page.getByRole("button", { name: "Import 1 row" }).click();
    await expect(
      page.getByRole("heading", { name: "Import finished" }),
    ).toBeFocused();
    await expect(
      page.getByText("1 imported, 0 updated, 2 skipped, 1 not imported."),
    ).toBeVisible();
    await audit.check("/import, finished");

    await page.getByRole("link", { name: "Go to My Investments" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "My Investments" }),
    ).toBeVisible();
    await expect(
      page.getByText("ICICI Bank").filter({ visible: true }).first(),
    ).toBeVisible();
    expect(audit.violations).toEqual([]);
  },
);
