import { authEndpoints } from "@kosh/core/api/auth";
import { reminderEndpoints } from "@kosh/core/api/reminders";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { LANGUAGE_TAG, pathInLocale } from "@kosh/core/i18n/locale";
import { expectSuccess } from "@kosh/testing/api-client";
import { endpointUrlPattern } from "@kosh/testing/endpoint-url-pattern";
import { ADMIN_EMAIL } from "@kosh/testing/kosh-server";
import { AxeAudit } from "../fixtures/axe.ts";
import {
  englishLeftInText,
  expectNoEnglishLeft,
} from "../fixtures/english-left.ts";
import { hindi } from "../fixtures/hindi.ts";
import {
  addInvestment,
  daysFromToday,
  useSession,
} from "../fixtures/people.ts";
import { withSweepingKosh } from "../fixtures/sweeping-kosh.ts";
import { expect, test } from "../fixtures/test.ts";

/**
 * A person whose profile says Hindi gets the maturity reminder in Hindi (issue 27,
 * docs/product.md#reminders): its subject, facts and links, its unsubscribe page, and the
 * settings page that page leads to, on a Kosh of the test's own that sweeps every second
 * (withSweepingKosh).
 */

const DEPOSIT = {
  company: "HDFC Bank",
  type: "Fixed Deposit",
  principal: 3_00_000,
  rate: 7.4,
  maturity: 3_22_000,
};

test(
  "a reminder to a person whose language is Hindi is in Hindi, and so is its unsubscribe page",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    test.slow(); // a server of its own starts and stops
    const profile = {
      name: "कविता अय्यर",
      date_of_birth: "1979-08-21",
      location: "नागपुर",
    };
    await withSweepingKosh(
      profile,
      async ({ baseUrl, mailbox, admin: person }) => {
        // The language switch saves the choice to the profile this way.
        await expectSuccess(
          person.call(authEndpoints.updateLocale, { body: { locale: "hi" } }),
          200,
          "choosing Hindi",
        );
        const endDate = daysFromToday(3);
        await addInvestment(person, {
          company: DEPOSIT.company,
          type: DEPOSIT.type,
          principal: DEPOSIT.principal,
          rate: DEPOSIT.rate,
          startDate: daysFromToday(-362),
          endDate,
          maturity: DEPOSIT.maturity,
        });

        // Within 7 days of its end: the next sweep sends the '7 days before' reminder.
        const headline = hindi.mail("reminder.maturesInDays", {
          investType: DEPOSIT.type,
          companyName: DEPOSIT.company,
          days: 3,
        });
        const reminderMails = async () =>
          (await mailbox.messagesFor(ADMIN_EMAIL)).filter((mail) =>
            mail.subject.startsWith(headline),
          );
        await expect
          .poll(async () => (await reminderMails()).length, {
            message: `a reminder headed '${headline}'`,
          })
          .toBe(1);
        const mail = (await reminderMails())[0]!;
        expect(mail.subject).toBe(
          `${headline}: ${formatInr(DEPOSIT.maturity)}`,
        );
        const hindiEndDate = formatLongDate(endDate, "hi");
        // A Hindi sentence ends with the danda (।), as the mail's words say.
        expect(mail.text).toContain(
          `${headline} (${hindiEndDate})${hindi.mail("reminder.fullStop")}`,
        );
        for (const [label, value] of [
          ["reminder.amountInvested", formatInr(DEPOSIT.principal)],
          ["reminder.endDate", hindiEndDate],
          ["reminder.maturityAmount", formatInr(DEPOSIT.maturity)],
        ] as const)
          expect(mail.text).toMatch(
            new RegExp(`${hindi.mail(label)}:\\s*${value}`),
          );
        expect(mail.text).toContain(hindi.mail("reminder.decide"));
        expect(mail.text).toContain(
          `${baseUrl}${pathInLocale("/dashboard", "hi")}`,
        );
        expect(
          englishLeftInText(mail.text, [DEPOSIT.company, DEPOSIT.type]),
          "English left in the reminder",
        ).toEqual([]);

        const stopLine = hindi.mail("reminder.stopLink", { link: "" });
        const link = mail.text
          .split("\n")
          .find((line) => line.startsWith(stopLine))
          ?.slice(stopLine.length)
          .trim();
        expect(link).toMatch(
          endpointUrlPattern(reminderEndpoints.unsubscribePage, {
            origin: baseUrl,
            params: { token: /[\w-]+/ },
          }),
        );

        const audit = new AxeAudit(
          page,
          `${testInfo.project.name} Hindi reminder`,
        );
        await page.goto(link!);
        await expect(page.locator("html")).toHaveAttribute(
          "lang",
          LANGUAGE_TAG.hi,
        );
        await expect(page).toHaveTitle(hindi.unsubscribe("title"));
        await expect(
          page.getByRole("heading", {
            level: 1,
            name: hindi.unsubscribe("ask.heading"),
          }),
        ).toBeVisible();
        await expectNoEnglishLeft(page.locator("body"), "the unsubscribe page");
        await audit.check("unsubscribe page");

        await page
          .getByRole("button", { name: hindi.unsubscribe("ask.button") })
          .click();
        await expect(
          page.getByRole("heading", {
            level: 1,
            name: hindi.unsubscribe("done.heading"),
          }),
        ).toBeVisible();
        await expect(page.getByRole("status")).toHaveText(
          hindi.unsubscribe("done.message"),
        );
        await expectNoEnglishLeft(
          page.locator("body"),
          "the unsubscribe page after the button",
        );
        await audit.check("unsubscribe page after the button");

        // Its link leads to the settings in Hindi, which say reminders are off.
        await useSession(page, person);
        await page
          .getByRole("link", { name: hindi.unsubscribe("openSettings") })
          .click();
        await expect(page).toHaveURL(
          `${baseUrl}${pathInLocale("/settings", "hi")}`,
        );
        await expect(
          page.getByRole("heading", {
            level: 1,
            name: hindi.settings("heading"),
          }),
        ).toBeVisible();
        await expect(
          page.getByText(hindi.settings("reminders.off")),
        ).toBeVisible();
        await expectNoEnglishLeft(page.locator("body"), "/hi/settings", [
          DEPOSIT.company,
          DEPOSIT.type,
        ]);
        await audit.check("/hi/settings, reminders off");
        // The settings page registered the service worker from this server: it finishes
        // installing before the server stops, or the browser reports the cut fetch as an error.
        await page.evaluate(() => navigator.serviceWorker.ready);
        audit.report();
      },
    );
  },
);
