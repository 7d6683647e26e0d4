import { calendarFeedEndpoints } from "@kosh/core/api/calendar-feed";
import { reminderEndpoints } from "@kosh/core/api/reminders";
import { formatLongDate } from "@kosh/core/format/date";
import { endpointUrlPattern } from "@kosh/testing/endpoint-url-pattern";
import { ADMIN_EMAIL } from "@kosh/testing/kosh-server";
import { mimeHeaders } from "@kosh/testing/mime";
import type { Page } from "@playwright/test";
import { AxeAudit } from "../fixtures/axe.ts";
import {
  addInvestment,
  closeInvestment,
  daysFromToday,
  useSession,
} from "../fixtures/people.ts";
import { withSweepingKosh } from "../fixtures/sweeping-kosh.ts";
import { expect, test } from "../fixtures/test.ts";

/**
 * Reminders that reach people (docs/product.md#reminders, #calendar-feed, #notifications): the
 * settings screen's preview, the secret calendar address, and notices that stay dismissed. Each
 * test is a person of its own, so it passes alone.
 */

/** Settings from the greeting 'Hi, …' in the top bar, or from the menu on a phone. */
async function openSettings(page: Page, isMobile: boolean) {
  await page.goto("/dashboard");
  if (isMobile) {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Settings", exact: true }).click();
  } else {
    await page.getByRole("link", { name: /^Hi, Meera Iyer/ }).click();
  }
  await expect(page).toHaveURL(/\/settings$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Settings" }),
  ).toBeVisible();
}

test(
  "30 days before: the preview adds today's reminder for a deposit ending in 20 days, and keeps it after a reload",
  {
    tag: "@mobile",
  },
  async ({ page, isMobile, newInvestor }, testInfo) => {
    const investor = await newInvestor("thirty-days");
    const endDate = daysFromToday(20);
    await addInvestment(investor, {
      company: "Bajaj Finance",
      type: "Corporate FD",
      principal: 2_00_000,
      rate: 8.1,
      startDate: daysFromToday(-345),
      endDate,
      maturity: 2_16_200,
    });
    await useSession(page, investor);
    await openSettings(page, isMobile);

    const heading = `Bajaj Finance · Corporate FD`;
    const ends = `the end date, ${formatLongDate(endDate)}; matures to ₹2,16,200`;
    const preview = page.getByRole("list", {
      name: "Next reminders, soonest first",
    });
    const items = preview.getByRole("listitem");
    // Until the person chooses: a week before and on the day, both still to come.
    await expect(items).toHaveText([
      `${formatLongDate(daysFromToday(13))}: ${heading}7 days before ${ends}`,
      `${formatLongDate(endDate)}: ${heading}On ${ends}`,
    ]);
    await expect(
      page.getByRole("checkbox", { name: "30 days before" }),
    ).not.toBeChecked();

    await page.getByRole("checkbox", { name: "30 days before" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Reminder settings saved")).toBeVisible();
    // 20 days left is inside the 30-day lead time: that reminder goes out with today's sweep,
    // and says how near the end date really is.
    const thirtyDays = `${formatLongDate(daysFromToday(0))}: ${heading}20 days before ${ends}`;
    await expect(items).toHaveText([
      thirtyDays,
      `${formatLongDate(daysFromToday(13))}: ${heading}7 days before ${ends}`,
      `${formatLongDate(endDate)}: ${heading}On ${ends}`,
    ]);

    const audit = new AxeAudit(page, `${testInfo.project.name} settings`);
    await audit.check("/settings with the preview");

    await page.reload();
    await expect(
      page.getByRole("checkbox", { name: "30 days before" }),
    ).toBeChecked();
    await expect(
      page.getByRole("checkbox", { name: "7 days before" }),
    ).toBeChecked();
    await expect(items.first()).toHaveText(thirtyDays);
    await expect(items).toHaveCount(3);
    const saved = await investor.call(reminderEndpoints.settings, {});
    expect(saved.body).toMatchObject({
      enabled: true,
      lead_days: [30, 7, 0],
    });
    audit.report();
  },
);

/** The lines of an iCalendar text, folded lines joined again (RFC 5545 §3.1). */
function unfolded(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n");
}

test(
  "the calendar address is made on the dashboard, read as a calendar without signing in, revoked and replaced",
  {
    tag: "@mobile",
  },
  async ({ page, request, newInvestor }, testInfo) => {
    const investor = await newInvestor("calendar");
    const endDate = daysFromToday(45);
    await addInvestment(investor, {
      company: "ICICI Bank",
      type: "Fixed Deposit",
      principal: 5_00_000,
      rate: 7.25,
      startDate: daysFromToday(-320),
      endDate,
      maturity: 5_36_250,
    });
    const closed = await addInvestment(investor, {
      company: "Axis Bank",
      type: "Fixed Deposit",
      principal: 1_00_000,
      rate: 7,
      startDate: daysFromToday(-300),
      endDate: daysFromToday(65),
    });
    await closeInvestment(investor, closed, "Withdrawn early");
    await useSession(page, investor);
    await page.goto("/dashboard");

    const panel = page.getByRole("region", {
      name: "Maturities in your calendar",
    });
    const add = panel.getByRole("button", {
      name: "Add maturities to my calendar",
    });
    await expect(add).toBeVisible();
    const audit = new AxeAudit(page, `${testInfo.project.name} calendar feed`);
    await audit.check("calendar panel before an address");

    await add.click();
    const address = panel.getByRole("textbox", {
      name: "Your calendar address (keep it private)",
    });
    await expect(address).toHaveValue(
      endpointUrlPattern(calendarFeedEndpoints.feed, {
        params: { file: /[\w-]{40,}\.ics/ },
      }),
    );
    const first = await address.inputValue();
    await expect(panel).toContainText("Copy it now: Kosh shows it only once.");
    await audit.check("calendar panel with the new address");

    // `request` carries no session: the secret in the address is all a calendar app has.
    const feed = await request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
    const lines = unfolded(await feed.text());
    const events = lines.filter((line) => line === "BEGIN:VEVENT");
    expect(events, "one event: the closed deposit is left out").toHaveLength(1);
    expect(lines).toContain(
      `DTSTART;VALUE=DATE:${endDate.replaceAll("-", "")}`,
    );
    expect(lines).toContain(
      "SUMMARY:ICICI Bank Fixed Deposit matures: ₹5\\,36\\,250",
    );

    await panel.getByRole("button", { name: "Revoke address" }).click();
    await expect(add).toBeVisible();
    await expect(address).toBeHidden();
    expect((await request.get(first)).status()).toBe(404);

    await add.click();
    await expect(address).toHaveValue(/\.ics$/);
    const second = await address.inputValue();
    expect(second).not.toBe(first);
    await panel.getByRole("button", { name: "Make a new address" }).click();
    await expect(address).not.toHaveValue(second);
    const third = await address.inputValue();
    expect((await request.get(second)).status()).toBe(404);
    const replaced = await request.get(third);
    expect(replaced.status()).toBe(200);
    expect(unfolded(await replaced.text())).toContain(
      `DTSTART;VALUE=DATE:${endDate.replaceAll("-", "")}`,
    );

    // After a reload the address is not shown again (only its digest is kept), but it still works.
    await page.reload();
    await expect(panel).toContainText("It is shown only once");
    await expect(
      panel.getByRole("button", { name: "Make a new address" }),
    ).toBeVisible();
    expect((await request.get(third)).status()).toBe(200);
    audit.report();
  },
);

test(
  "deleted and cleared notices stay gone after a reload; a new maturity still gets one",
  {
    tag: "@mobile",
  },
  async ({ page, newInvestor }, testInfo) => {
    const investor = await newInvestor("dismissing");
    // One notice of each kind (docs/product.md#notifications).
    await addInvestment(investor, {
      company: "HDFC Bank",
      type: "Fixed Deposit",
      principal: 3_00_000,
      rate: 7.4,
      startDate: daysFromToday(-355),
      endDate: daysFromToday(10),
      maturity: 3_22_000,
    });
    await addInvestment(investor, {
      company: "State Bank of India",
      type: "Fixed Deposit",
      principal: 2_00_000,
      rate: 6.8,
      startDate: daysFromToday(-370),
      endDate: daysFromToday(-5),
      maturity: 2_13_600,
    });
    await addInvestment(investor, {
      company: "India Post",
      type: "KVP",
      principal: 1_00_000,
      rate: 7.5,
      startDate: daysFromToday(-2000),
      endDate: daysFromToday(400),
      maturity: 2_00_000,
    });
    await useSession(page, investor);

    // A table on a desktop, cards on a phone: either means the list has loaded.
    const table = page
      .getByRole("table", { name: /Your investments/ })
      .or(page.getByRole("list", { name: /Your investments/ }));
    const panel = page.getByRole("region", { name: "Notifications" });
    const notices = panel.getByRole("button", {
      name: /^(Matures|Investment overdue|High-return milestone)/,
    });
    const openPanel = async () => {
      await page.getByRole("button", { name: /^Notifications/ }).click();
      await expect(panel).toBeVisible();
    };

    await page.goto("/dashboard");
    await expect(table).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Notifications, 3 unread" }),
    ).toBeVisible();
    await openPanel();
    await expect(notices).toHaveCount(3);
    await expect(
      panel.getByRole("button", { name: /^Matures in 10 days/ }),
    ).toBeVisible();
    await expect(
      panel.getByRole("button", { name: /^Investment overdue/ }),
    ).toBeVisible();
    await expect(
      panel.getByRole("button", { name: /^High-return milestone/ }),
    ).toBeVisible();
    const audit = new AxeAudit(page, `${testInfo.project.name} notices`);
    await audit.check("notification panel with three notices");

    await panel
      .getByRole("button", { name: "Delete notification: Matures in 10 days" })
      .click();
    await expect(notices).toHaveCount(2);
    // Clear all asks first in the app's own dialog, the panel staying open beneath it.
    await panel.getByRole("button", { name: "Clear all" }).click();
    const question = page.getByRole("dialog", { name: "Clear notifications" });
    await audit.check("Clear notifications question");
    await question.getByRole("button", { name: "Clear all" }).click();
    await expect(question).toBeHidden();
    await expect(panel.getByText("No notifications")).toBeVisible();

    await page.reload();
    await expect(table).toBeVisible();
    await openPanel();
    await expect(panel.getByText("No notifications")).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Notifications", exact: true }),
    ).toBeVisible();

    // A deposit added later is a new notice; the dismissed ones still do not come back with it.
    await addInvestment(investor, {
      company: "Kotak Mahindra Bank",
      type: "Fixed Deposit",
      principal: 1_50_000,
      rate: 7.1,
      startDate: daysFromToday(-345),
      endDate: daysFromToday(20),
    });
    await page.reload();
    await expect(table).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Notifications, 1 unread" }),
    ).toBeVisible();
    await openPanel();
    await expect(notices).toHaveCount(1);
    await expect(notices).toHaveAccessibleName(/^Matures in 20 days/);
    await expect(notices).toHaveAccessibleDescription(/Kotak Mahindra Bank/);
    await audit.check("notification panel after a new notice");
    audit.report();
  },
);

/**
 * A reminder mail needs a sweep after the deposit is added, so this test starts a Kosh of its own
 * that sweeps every second (withSweepingKosh), and opens the link from the mail it sends.
 */
test(
  "the unsubscribe link of a reminder mail opens a page whose one button stops reminders",
  {
    tag: "@mobile",
  },
  async ({ page }, testInfo) => {
    test.slow(); // a server of its own starts and stops
    const profile = {
      name: "Meera Iyer",
      date_of_birth: "1979-08-21",
      location: "Chennai",
    };
    await withSweepingKosh(profile, async ({ baseUrl, mailbox, admin }) => {
      const reminders = async () =>
        (await admin.call(reminderEndpoints.settings, {})).body;
      const endDate = daysFromToday(3);
      await addInvestment(admin, {
        company: "HDFC Bank",
        type: "Fixed Deposit",
        principal: 3_00_000,
        rate: 7.4,
        startDate: daysFromToday(-362),
        endDate,
        maturity: 3_22_000,
      });

      // Within 7 days of its end: the next sweep sends the '7 days before' reminder.
      const reminderMails = async () =>
        (await mailbox.messagesFor(ADMIN_EMAIL)).filter((mail) =>
          mail.subject.includes("matures"),
        );
      await expect.poll(async () => (await reminderMails()).length).toBe(1);
      const mail = (await reminderMails()).at(0);
      expect(mail?.subject).toBe(
        "Your Fixed Deposit with HDFC Bank matures in 3 days: ₹3,22,000",
      );
      const link = /Stop these reminders: (\S+)/.exec(mail?.text ?? "")?.[1];
      expect(link).toMatch(
        endpointUrlPattern(reminderEndpoints.unsubscribePage, {
          origin: baseUrl,
          params: { token: /[\w-]+/ },
        }),
      );
      expect(mimeHeaders(mail?.raw ?? "").get("list-unsubscribe")).toBe(
        `<${link}>`,
      );

      await page.goto(link!);
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: "Stop maturity reminders?",
        }),
      ).toBeVisible();
      const audit = new AxeAudit(page, `${testInfo.project.name} unsubscribe`);
      await audit.check("unsubscribe page");
      // Mail scanners open links too: opening the page changes nothing.
      expect(await reminders()).toMatchObject({ enabled: true });

      await page.getByRole("button", { name: "Stop reminders" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Unsubscribed" }),
      ).toBeVisible();
      await expect(page.getByRole("status")).toHaveText(
        "Maturity reminders are off. You can turn them on again in Kosh's settings.",
      );
      await audit.check("unsubscribe page after the button");
      expect(await reminders()).toMatchObject({ enabled: false, upcoming: [] });

      // The page leads to the settings screen, which says so (signed in on that server).
      await useSession(page, admin);
      await page.getByRole("link", { name: "Open Kosh's settings" }).click();
      await expect(page).toHaveURL(`${baseUrl}/settings`);
      await expect(
        page.getByText("Reminders are off, so none will be sent."),
      ).toBeVisible();
      await expect(
        page.getByRole("checkbox", {
          name: "E-mail me before my deposits mature",
        }),
      ).not.toBeChecked();
      // The settings page registered the service worker from this server: it finishes
      // installing before the server stops, or the browser reports the cut fetch as an error.
      await page.evaluate(() => navigator.serviceWorker.ready);
      audit.report();
    });
  },
);
