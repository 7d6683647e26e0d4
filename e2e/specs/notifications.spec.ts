import { formatLongDate } from "@kosh/core/format/date";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";
import {
  addInvestment,
  daysFromToday,
  newInvestor,
  renewInvestment,
  useSession,
  type Investor,
} from "../fixtures/people.ts";

let investor: Investor;
let maturingId: string;

// One person with one investment ending in 10 days, for the whole file: no test changes them
// (notices live in the page's localStorage, and each test starts with an empty one).
test.beforeAll(async () => {
  investor = await newInvestor("notified");
  const maturing = await addInvestment(investor, {
    company: "HDFC Bank",
    type: "Fixed Deposit",
    principal: 3_00_000,
    rate: 7.4,
    startDate: daysFromToday(-355),
    endDate: daysFromToday(10),
  });
  maturingId = maturing.id;
});

/** Notices are derived when the list loads: the dashboard is where they appear first. */
async function openDashboard(page: Page) {
  await useSession(page, investor);
  await page.goto("/dashboard");
  await expect(
    page.getByRole("table", { name: /Your investments/ }),
  ).toBeVisible();
}

test("the bell announces an investment ending in 10 days, and its notice opens it", async ({
  page,
}) => {
  await openDashboard(page);
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toContainText("1");
  await bell.click();

  const panel = page.getByRole("region", { name: "Notifications" });
  const notice = panel.getByRole("button", { name: /^Matures in 10 days/ });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAccessibleDescription(
    `Your Fixed Deposit with HDFC Bank (₹3,00,000) matures on ${formatLongDate(daysFromToday(10))}. Decide whether to renew or close it.`,
  );

  await notice.click();
  const details = page.getByRole("dialog", { name: "Investment Details" });
  await expect(details).toContainText("HDFC Bank");
  await expect(details).toContainText(formatLongDate(daysFromToday(10)));
  // The open dialog hides the rest of the page from assistive technology; close it first.
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(
    page.getByRole("button", { name: "Notifications" }),
  ).toBeVisible();

  const stored = await page.evaluate(() =>
    localStorage.getItem("notifications"),
  );
  expect(JSON.parse(stored ?? "[]")).toEqual([
    expect.objectContaining({
      type: "maturity",
      read: true,
      actionUrl: `/dashboard?investment=${maturingId}`,
    }),
  ]);
});

test("the notice is not repeated when the list loads again", async ({
  page,
}) => {
  await openDashboard(page);
  await page.reload();
  await expect(
    page.getByRole("table", { name: /Your investments/ }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Notifications, 1 unread" }),
  ).toBeVisible();
});

test("notices can be marked read, deleted and cleared after a confirmation", async ({
  page,
}) => {
  await openDashboard(page);
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const panel = page.getByRole("region", { name: "Notifications" });

  await panel.getByRole("button", { name: "Mark all read" }).click();
  await expect(
    page.getByRole("button", { name: "Notifications" }),
  ).toBeVisible();

  // Clearing asks first, in the app's own dialog: Cancel keeps everything, the panel still open.
  const question = page.getByRole("dialog", { name: "Clear notifications" });
  await panel.getByRole("button", { name: "Clear all" }).click();
  await expect(question).toContainText(
    "Are you sure you want to clear all notifications?",
  );
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(
    panel.getByRole("button", { name: /^Matures in 10 days/ }),
  ).toBeVisible();

  await panel.getByRole("button", { name: "Clear all" }).click();
  await question.getByRole("button", { name: "Clear all" }).click();
  await expect(question).toBeHidden();
  await expect(panel.getByText("No notifications")).toBeVisible();
  await expect(panel.getByText("You're all caught up!")).toBeVisible();
});

test("a single notice can be deleted", async ({ page }) => {
  await openDashboard(page);
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const panel = page.getByRole("region", { name: "Notifications" });
  await panel
    .getByRole("button", { name: "Delete notification: Matures in 10 days" })
    .click();
  await expect(panel.getByText("No notifications")).toBeVisible();
  expect(
    await page.evaluate(() => localStorage.getItem("notifications")),
  ).toBeNull();
});

test("a notice about an investment renewed since goes away at the next load (issue 32)", async ({
  page,
}) => {
  // A person of this test's own: the file's person is never changed.
  const renewing = await newInvestor("notice-renewed");
  const maturing = await addInvestment(renewing, {
    company: "Axis Bank",
    type: "Fixed Deposit",
    principal: 2_00_000,
    rate: 7,
    startDate: daysFromToday(-360),
    endDate: daysFromToday(5),
  });
  await useSession(page, renewing);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  const panel = page.getByRole("region", { name: "Notifications" });
  await expect(
    panel.getByRole("button", { name: /^Matures in 5 days/ }),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // Renewed elsewhere (another device, or this one's Renew): the next load drops the notice.
  await renewInvestment(renewing, maturing, {
    new_end_date: daysFromToday(370),
    new_rate: 7.1,
  });
  await page.reload();
  await expect(
    page.getByRole("table", { name: /Your investments/ }),
  ).toBeVisible();
  // No unread count left on the bell, and nothing in its panel.
  await page
    .getByRole("button", { name: "Notifications", exact: true })
    .click();
  await expect(panel.getByText("No notifications")).toBeVisible();
});
