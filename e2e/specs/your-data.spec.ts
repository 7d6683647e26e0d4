import { authEndpoints } from "@kosh/core/api/auth";
import { accountExportSchema } from "@kosh/core/contracts/account";
import { readFile } from "node:fs/promises";
import { AxeAudit } from "../fixtures/axe.ts";
import {
  addInvestment,
  daysFromToday,
  investorSignedInEarly,
  useSession,
} from "../fixtures/people.ts";
import { expect, test } from "../fixtures/test.ts";

/**
 * Your data (docs/product.md#your-data), in Settings at 390 and 1280 px: the whole of it as one
 * file, then the account deleted with a code from the mail, by keyboard where a person would type.
 */

/** send-otp gives an address one code a minute (docs/product.md#sign-in-limits). */
const CODE_INTERVAL_MS = 61_000;

test(
  "Download all my data gives one JSON file; Delete my account takes the mailed code, signs out and says so",
  { tag: "@mobile" },
  async ({ page, mailbox }, testInfo) => {
    test.setTimeout(120_000);
    // Signed in by global setup, so that in a whole run the minute before the next code is over.
    const investor = await investorSignedInEarly(
      testInfo.project.name,
      testInfo.retry,
      "your-data",
    );
    await addInvestment(investor, {
      company: "State Bank of India",
      type: "Fixed Deposit",
      principal: 2_50_000,
      rate: 7.1,
      startDate: daysFromToday(-30),
      endDate: daysFromToday(335),
      maturity: 2_68_213,
      interestSchedule: "cumulative_quarterly",
    });
    await useSession(page, investor);
    await page.goto("/settings");
    const audit = new AxeAudit(page, `${testInfo.project.name} your data`);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download all my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^kosh-data-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const data = accountExportSchema.parse(
      JSON.parse(await readFile(await download.path(), "utf8")),
    );
    expect(data.profile.email).toBe(investor.email);
    expect(data.household.investments).toHaveLength(1);
    expect(data.household.investments[0]!.account_aggregator).toMatchObject({
      principalAmount: 250000,
      compoundingFrequency: "QUARTERLY",
    });
    await expect(
      page.getByText(`Downloaded ${download.suggestedFilename()}.`),
    ).toBeVisible();
    await audit.check("/settings after the download");

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete my account" });
    await expect(dialog).toContainText("This cannot be undone.");
    await audit.check("the delete dialog");

    const lastMail = (await mailbox.messagesFor(investor.email)).at(-1);
    await page.waitForTimeout(
      Math.max(
        0,
        (lastMail?.receivedAt.getTime() ?? 0) + CODE_INTERVAL_MS - Date.now(),
      ),
    );
    const before = await mailbox.count(investor.email);
    await dialog.getByRole("button", { name: "E-mail me a code" }).click();
    const code = await mailbox.latestCode(investor.email, { after: before });
    const field = dialog.getByLabel("Code from the e-mail");
    await field.fill(code);
    await field.press("Enter");

    await expect(
      dialog.getByRole("heading", { name: "Your account has been deleted" }),
    ).toBeFocused();
    await audit.check("the account deleted");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await investor.call(authEndpoints.profile, {})).status).toBe(401);
  },
);
