import { fixedDeposit } from "@kosh/core/calculators/fixed-deposit";
import { sip } from "@kosh/core/calculators/sip";
import { formatInr } from "@kosh/core/format/money";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";

const historyButton = (page: Page) =>
  page.getByRole("button", { name: /^History/ });
const historyDialog = (page: Page) =>
  page.getByRole("dialog", { name: "Calculation History" });
const maturity = (page: Page) =>
  page.getByRole("region", { name: "Results" }).getByRole("definition").first();

async function calculateSip(page: Page, monthly: number) {
  await page
    .getByRole("textbox", { name: "Monthly Investment in rupees" })
    .fill(String(monthly));
  await page.getByRole("button", { name: "Calculate" }).click();
  const expected = sip({
    monthlyInvestment: monthly,
    expectedReturn: 12,
    timePeriod: 10,
  });
  await expect(maturity(page)).toHaveText(formatInr(expected.maturityAmount));
  // The figure shows live before the answer; the record is kept once the calculation is confirmed,
  // which its toast says.
  await expect(
    page.getByText(
      `Your SIP calculation shows a maturity amount of ${formatInr(expected.maturityAmount)}`,
    ),
  ).toBeVisible();
  return expected;
}

async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream())
    chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

test("SIP history: save, reopen, details, load, delete, export and clear", async ({
  page,
}) => {
  await page.goto("/sip");
  await expect(historyButton(page)).toContainText("0");
  await historyButton(page).click();
  await expect(historyDialog(page)).toContainText("No calculations yet");
  await expect(historyDialog(page)).toContainText(
    "Your calculation history will appear here",
  );
  await expect(
    historyDialog(page).getByRole("button", { name: "Export" }),
  ).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(historyDialog(page)).toBeHidden();

  // Save: each Calculate keeps a record and says so in a toast.
  const first = await calculateSip(page, 5000);
  await expect(page.getByText("SIP Calculation Complete")).toBeVisible();
  await expect(
    page.getByText(
      `Your SIP calculation shows a maturity amount of ${formatInr(first.maturityAmount)}`,
    ),
  ).toBeVisible();
  await calculateSip(page, 20_000);
  await expect(historyButton(page)).toContainText("2");

  // Reopen after a reload: history lives on the device.
  await page.reload();
  await expect(historyButton(page)).toContainText("2");
  await historyButton(page).click();
  const items = historyDialog(page).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("₹20,000 · 12% · 10 Years");
  await expect(items.last()).toContainText("₹5,000 · 12% · 10 Years");
  await expect(items.last()).toContainText(
    `maturity amount ${formatInr(first.maturityAmount)}`,
  );

  // Details.
  await items
    .last()
    .getByRole("button", { name: /^View details/ })
    .click();
  const details = page.getByRole("dialog", { name: "SIP Calculation" });
  await expect(details.getByRole("term")).toHaveText([
    "monthly investment",
    "expected return",
    "time period",
    "maturity amount",
    "total investment",
    "total returns",
    "Calculated On",
  ]);
  await expect(details).toContainText(formatInr(first.maturityAmount));
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // Load: closes the modal, puts the inputs back and recalculates.
  await items.last().getByRole("button", { name: /^Load/ }).click();
  await expect(historyDialog(page)).toBeHidden();
  await expect(
    page.getByRole("textbox", { name: "Monthly Investment in rupees" }),
  ).toHaveValue("5,000");
  await expect(maturity(page)).toHaveText(formatInr(first.maturityAmount));
  await expect(historyButton(page)).toContainText("2");

  // Delete one, without a confirmation.
  await historyButton(page).click();
  await items
    .first()
    .getByRole("button", { name: /^Delete/ })
    .click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("₹5,000 · 12% · 10 Years");

  // Export: pretty JSON named with today's date.
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  const downloadPromise = page.waitForEvent("download");
  await historyDialog(page).getByRole("button", { name: "Export" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(
    `kosh-calculation-history-${today}.json`,
  );
  const text = await downloadedText(download);
  expect(text).toContain('\n  {\n    "id": ');
  const exported = JSON.parse(text);
  expect(exported).toHaveLength(1);
  expect(exported[0]).toMatchObject({
    type: "sip",
    title: "SIP Calculation",
    inputs: { monthlyInvestment: 5000, expectedReturn: 12, timePeriod: 10 },
    results: { ...first },
  });

  // Clear: asks first in the app's own dialog; Cancel keeps everything.
  const question = page.getByRole("dialog", {
    name: "Clear calculation history",
  });
  await historyDialog(page).getByRole("button", { name: "Clear all" }).click();
  await expect(question).toContainText(
    "Are you sure you want to clear all calculation history?",
  );
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(items).toHaveCount(1);
  await historyDialog(page).getByRole("button", { name: "Clear all" }).click();
  await question.getByRole("button", { name: "Clear all" }).click();
  await expect(question).toBeHidden();
  await expect(historyDialog(page)).toContainText("No calculations yet");
  await page.keyboard.press("Escape");
  await expect(historyButton(page)).toContainText("0");
});

test(
  "FD history shares the list and only loads FD records",
  { tag: "@mobile" },
  async ({ page }) => {
    await page.goto("/sip");
    await calculateSip(page, 8000);
    await page.goto("/fd");
    await page
      .getByRole("textbox", { name: "Principal in rupees" })
      .fill("250000");
    await page.getByRole("button", { name: "Calculate" }).click();
    const expected = fixedDeposit({ principal: 250_000, rate: 6.5, tenure: 5 });
    await expect(maturity(page)).toHaveText(formatInr(expected.maturityAmount));
    await expect(page.getByText("FD Calculation Complete")).toBeVisible();
    await expect(
      page.getByText(
        `Your FD will mature to ${formatInr(expected.maturityAmount)}`,
      ),
    ).toBeVisible();

    await historyButton(page).click();
    const items = historyDialog(page).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("FD Calculation");
    await expect(
      items.first().getByRole("button", { name: /^Load/ }),
    ).toBeVisible();
    await expect(items.last()).toContainText("SIP Calculation");
    await expect(
      items.last().getByRole("button", { name: /^Load/ }),
    ).toHaveCount(0);
    const overflow = await page.evaluate(
      () =>
        document.documentElement.scrollWidth -
        document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  },
);

test("a record's details dim the history beneath them, as any dialog opened over another does", async ({
  page,
}) => {
  await page.goto("/sip");
  await calculateSip(page, 5000);
  await historyButton(page).click();
  await historyDialog(page)
    .getByRole("button", { name: /^View details/ })
    .click();
  await expect(
    page.getByRole("dialog", { name: "SIP Calculation" }),
  ).toBeVisible();

  // Where the history shows around the smaller details, what is painted on top there is the
  // details' backdrop, not the history. Every element takes part in the hit test for this look:
  // the dialog library makes the one beneath ignore the pointer, which would hide it from the test
  // while it is still drawn over the backdrop.
  const around = await page.evaluate(() => {
    const everyElementHit = document.createElement("style");
    everyElementHit.textContent = "* { pointer-events: auto !important; }";
    document.head.append(everyElementHit);
    const [history, details] = [
      ...document.querySelectorAll<HTMLElement>("[role='dialog']"),
    ];
    const outer = history!.getBoundingClientRect();
    const inner = details!.getBoundingClientRect();
    for (let y = outer.top + 4; y < outer.bottom; y += 8) {
      for (let x = outer.left + 4; x < outer.right; x += 8) {
        const insideDetails =
          x >= inner.left &&
          x <= inner.right &&
          y >= inner.top &&
          y <= inner.bottom;
        if (insideDetails) continue;
        const top = document.elementFromPoint(x, y);
        const box = top?.getBoundingClientRect();
        everyElementHit.remove();
        return {
          historyOnTop: history!.contains(top),
          // The backdrop covers the whole window.
          backdropOnTop:
            box !== undefined &&
            !details!.contains(top) &&
            box.width === window.innerWidth &&
            box.height === window.innerHeight,
        };
      }
    }
    return null;
  });
  expect(around, "the history shows beside the details").not.toBeNull();
  expect(around).toEqual({ historyOnTop: false, backdropOnTop: true });
});
