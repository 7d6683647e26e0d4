import { authEndpoints } from "@kosh/core/api/auth";
import { formatInr } from "@kosh/core/format/money";
import { LANGUAGE_TAG } from "@kosh/core/i18n/locale";
import { expectSuccess } from "@kosh/testing/api-client";
import type { Page } from "@playwright/test";
import { AxeAudit } from "../fixtures/axe.ts";
import {
  englishLeftInText,
  expectNoEnglishLeft,
} from "../fixtures/english-left.ts";
import { hindi } from "../fixtures/hindi.ts";
import {
  investorWith,
  invitedEmail,
  referenceLists,
  TOKEN_STORAGE_KEY,
} from "../fixtures/people.ts";
import { expect, test } from "../fixtures/test.ts";

/**
 * A person signs in from the Hindi sign-in page (issue 27): the code comes by e-mail in Hindi, the
 * profile and My Investments speak Hindi, and the deposit they add shows there in Hindi, with no
 * English left but the names of their bank and deposit type, and no serious or critical axe
 * violation on any screen or the open dialog. The person's own details are typed in Hindi.
 */

const PERSON = { name: "कविता अय्यर", location: "नागपुर" };
const DEPOSIT = {
  company: "Axis Bank",
  type: "Fixed Deposit",
  principal: 2_50_000,
  rate: "7.1",
  months: "24",
};

/** The list of investments: a table on a desktop, cards on a phone. */
function investmentsList(page: Page) {
  return page
    .getByRole("table", { name: hindi.investments("list.caption") })
    .or(page.getByRole("list", { name: hindi.investments("list.cards") }));
}

test(
  "signing in from /hi/auth mails the code in Hindi, and a deposit added shows on My Investments in Hindi",
  { tag: "@mobile" },
  async ({ page, isMobile, mailbox }, testInfo) => {
    const audit = new AxeAudit(
      page,
      `${testInfo.project.name} sign-in in Hindi`,
    );
    const email = await invitedEmail("hindi");
    await page.goto("/hi/auth");
    await expect(
      page.getByRole("heading", { name: hindi.signIn("signIn.heading") }),
    ).toBeVisible();
    await expect(page).toHaveTitle(hindi.signIn("signIn.title"));
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_TAG.hi);
    await expectNoEnglishLeft(page.locator("body"), "/hi/auth");
    await audit.checkPage("/hi/auth", "/hi/auth");

    const before = await mailbox.count(email);
    await page
      .getByLabel(hindi.signIn("signIn.email"), { exact: true })
      .fill(email);
    await page
      .getByRole("button", { name: hindi.signIn("signIn.send") })
      .click();
    await expect(
      page.getByRole("heading", { name: hindi.signIn("signIn.verifyHeading") }),
    ).toBeVisible();
    await expectNoEnglishLeft(page.locator("body"), "/hi/auth, code sent");
    await audit.check("/hi/auth, code sent");

    // The mail speaks the language of the page that asked for it.
    const code = await mailbox.latestCode(email, { after: before });
    const mail = (await mailbox.messagesFor(email)).findLast((received) =>
      received.text.includes(code),
    );
    expect(mail?.subject).toBe(hindi.mail("signInCode.subject", { code }));
    expect(mail?.text).toContain(hindi.mail("signInCode.codeIs", { code }));
    expect(mail?.text).toContain(hindi.mail("signInCode.enterIt"));
    // hi-IN writes the expiry's time zone as IST.
    expect(
      englishLeftInText(mail?.text ?? "", ["IST"]),
      "English left in the sign-in mail",
    ).toEqual([]);

    await page
      .getByLabel(hindi.signIn("signIn.otp"), { exact: true })
      .fill(code);
    await page
      .getByRole("button", { name: hindi.signIn("signIn.verify") })
      .click();
    await expect(page).toHaveURL(/^[^?]*\/hi\/complete-profile(\?|$)/);
    await expect(
      page.getByRole("heading", { name: hindi.signIn("profile.heading") }),
    ).toBeVisible();
    await expect(page).toHaveTitle(hindi.signIn("profile.title"));
    await expectNoEnglishLeft(page.locator("body"), "/hi/complete-profile");
    await audit.check("/hi/complete-profile");

    await page.getByLabel(hindi.signIn("profile.name")).fill(PERSON.name);
    await page
      .getByLabel(hindi.signIn("profile.dateOfBirth"))
      .fill("1988-06-15");
    await page
      .getByLabel(hindi.signIn("profile.location"))
      .fill(PERSON.location);
    await page
      .getByRole("button", { name: hindi.signIn("profile.save") })
      .click();
    await expect(page).toHaveURL("/hi/dashboard");

    // The first sign-in kept the language of the page it came from.
    const token = await page.evaluate(
      (key) => localStorage.getItem(key),
      TOKEN_STORAGE_KEY,
    );
    const person = investorWith(email, token ?? "");
    const profile = await expectSuccess(
      person.call(authEndpoints.profile, {}),
      200,
      "the profile",
    );
    expect(profile.user.locale).toBe("hi");

    await expect(
      page.getByRole("heading", { name: hindi.investments("empty.heading") }),
    ).toBeVisible();
    await expect(page).toHaveTitle(hindi.investments("dashboard.title"));
    // The greeting is in the top bar, or in the menu on a phone.
    const menu = page.getByRole("button", { name: hindi.app("nav.menu") });
    if (isMobile) await menu.click();
    await expect(
      page
        .getByRole("banner")
        .getByText(`${hindi.signedIn("greeting.hello")} ${PERSON.name}`)
        .filter({ visible: true }),
    ).toBeVisible();
    await expectNoEnglishLeft(page.locator("body"), "/hi/dashboard, empty");
    await audit.check(`/hi/dashboard, empty${isMobile ? ", menu open" : ""}`);
    if (isMobile) await menu.click();

    // The bank and type names are the reference lists' own, as the admin typed them.
    const { companies, types } = await referenceLists(person);
    const theirNames = [
      ...companies.map((company) => company.name),
      ...types.map((type) => type.type_name),
    ];

    await page
      .getByRole("button", { name: hindi.investments("empty.add") })
      .click();
    const dialog = page.getByRole("dialog", {
      name: hindi.investmentForms("dialog.add"),
    });
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel(hindi.investmentForms("field.company"), { exact: true })
      .selectOption({ label: DEPOSIT.company });
    await dialog
      .getByLabel(hindi.investmentForms("field.investType"), { exact: true })
      .selectOption({ label: DEPOSIT.type });
    // The amounts' typed boxes are named '<label> रुपये में', '<label> प्रतिशत में'.
    await dialog
      .getByRole("textbox", { name: hindi.investmentForms("field.principal") })
      .fill(String(DEPOSIT.principal));
    await dialog
      .getByRole("textbox", { name: hindi.investmentForms("field.rate") })
      .fill(DEPOSIT.rate);
    await dialog
      .getByLabel(hindi.investmentForms("field.period"))
      .fill(DEPOSIT.months);
    await expectNoEnglishLeft(dialog, "the add dialog", theirNames);
    await audit.check("/hi/dashboard with the add dialog open");

    await dialog
      .getByRole("button", { name: hindi.investmentForms("add.submit") })
      .click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(hindi.investments("toast.added"), { exact: true }),
    ).toBeVisible();

    const list = investmentsList(page);
    await expect(list).toBeVisible();
    const added = list
      .getByRole(isMobile ? "listitem" : "row")
      .filter({ hasText: DEPOSIT.company })
      .first();
    await expect(added).toContainText(formatInr(DEPOSIT.principal));
    await expect(added).toContainText(`${DEPOSIT.rate}%`);
    await expect(added).toContainText(hindi.status("status.active"));
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: hindi.investments("header.heading"),
      }),
    ).toBeVisible();
    await expectNoEnglishLeft(
      page.locator("body"),
      "/hi/dashboard with the deposit",
      theirNames,
    );
    await audit.check("/hi/dashboard with the deposit");
    audit.report();
  },
);
