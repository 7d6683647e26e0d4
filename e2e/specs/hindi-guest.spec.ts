import {
  labelledFields,
  type Labelled,
} from "@kosh/core/calculators/calculator-words";
import { homeLoan } from "@kosh/core/calculators/home-loan";
import { sipFields } from "@kosh/core/calculators/details/sip";
import {
  spokenFieldValue,
  typedBoxName,
} from "@kosh/core/calculators/field-value";
import { sip } from "@kosh/core/calculators/sip";
import { amountInWords, formatInr } from "@kosh/core/format/money";
import { LANGUAGE_NAME, LANGUAGE_TAG } from "@kosh/core/i18n/locale";
import type { Page } from "@playwright/test";
import appEnglish from "../../apps/web/src/app/messages/en.ts";
import { AxeAudit, withDialog } from "../fixtures/axe.ts";
import { expectNoEnglishLeft } from "../fixtures/english-left.ts";
import { hindi, hindiTemplates } from "../fixtures/hindi.ts";
import { resultCard as anyResultCard } from "../fixtures/result-card.ts";
import { expect, test, waitForApp } from "../fixtures/test.ts";

/**
 * A guest reads Kosh in Hindi (issue 27, docs/decisions/0038-hindi-with-typed-dictionaries.md):
 * the language switch of an English page opens the same page under /hi and the device keeps the
 * choice; the SIP calculator and the home page's chat speak Hindi, figures in ₹ with Indian
 * grouping; no English is left on any screen, and axe finds no serious or critical violation.
 */

const SIP_FIELDS: Labelled<typeof sipFields> = labelledFields(
  "sip",
  sipFields,
  hindi.calculator,
);
const [MONTHLY, , PERIOD] = SIP_FIELDS;

/** ₹ and Latin digits grouped as India does: ₹11,61,695, ₹5,000, ₹500. */
const INDIAN_RUPEES = /^₹\d{1,2}(,\d{2})*(,\d{3})?$|^₹\d{1,3}$/;

/** The result card a Hindi label heads: its term, amount and lakh/crore words. */
function resultCard(page: Page, label: string) {
  return anyResultCard(page, label, hindi.calculatorPage("results.heading"));
}

/** Follows the Hindi link of the language switch in the top bar of an English page. */
async function switchToHindi(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("group", { name: appEnglish["language.label"] })
    .getByRole("link", { name: LANGUAGE_NAME.hi })
    .click();
}

test(
  "the switch on /sip opens /hi/sip, which calculates in Hindi with ₹ in Indian grouping, and a later visit to /sip opens it again",
  { tag: "@mobile" },
  async ({ page, baseURL }, testInfo) => {
    const audit = new AxeAudit(page, `${testInfo.project.name} guest in Hindi`);
    await page.goto("/sip");
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_TAG.en);
    await switchToHindi(page);
    await expect(page).toHaveURL("/hi/sip");
    await waitForApp(page);

    const title = hindi.calculator("sip.title");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_TAG.hi);
    await expect(page).toHaveTitle(
      hindi.calculatorPage("page.title", { title }),
    );
    // Absolute, as Lighthouse's SEO audits ask: the server's (PUBLIC_URL) and the browser's own.
    for (const [hreflang, href] of [
      [LANGUAGE_TAG.en, "/sip"],
      [LANGUAGE_TAG.hi, "/hi/sip"],
      ["x-default", "/sip"],
    ] as const) {
      const alternate = page.locator(
        `head link[rel="alternate"][hreflang="${hreflang}"]`,
      );
      await expect(alternate, `one ${hreflang} alternate`).toHaveCount(1);
      await expect(alternate).toHaveAttribute("href", `${baseURL}${href}`);
    }
    const canonical = page.locator('head link[rel="canonical"]');
    await expect(canonical, "one canonical address").toHaveCount(1);
    await expect(canonical).toHaveAttribute("href", `${baseURL}/hi/sip`);
    const maturity = resultCard(
      page,
      hindi.calculator("sip.result.maturityAmount"),
    );
    await expect(maturity.getByRole("definition").first()).toHaveText(
      formatInr(
        sip({ monthlyInvestment: 5000, expectedReturn: 12, timePeriod: 10 })
          .maturityAmount,
      ),
    );
    await expectNoEnglishLeft(page.locator("body"), "/hi/sip");
    await audit.checkPage("/hi/sip", "/hi/sip");

    // A slider moved with the keyboard (10 → 11 years) and an amount typed.
    const period = page.getByRole("slider", { name: PERIOD.label });
    await period.focus();
    await page.keyboard.press("ArrowRight");
    await expect(period).toHaveAttribute(
      "aria-valuetext",
      spokenFieldValue(PERIOD, 11, "hi"),
    );
    await page
      .getByRole("textbox", { name: typedBoxName(MONTHLY, "hi") })
      .fill("12500");
    await expect(
      page.getByRole("slider", { name: MONTHLY.label }),
    ).toHaveAttribute(
      "aria-valuetext",
      spokenFieldValue(MONTHLY, 12_500, "hi"),
    );
    await page
      .getByRole("button", { name: hindi.calculatorPage("form.calculate") })
      .click();
    await expect(
      page
        .getByRole("region", { name: hindi.calculatorPage("results.heading") })
        .getByText(hindi.calculatorPage("results.server"), { exact: true }),
    ).toBeVisible();

    const expected = sip({
      monthlyInvestment: 12_500,
      expectedReturn: 12,
      timePeriod: 11,
    });
    for (const [key, amount] of [
      ["sip.result.maturityAmount", expected.maturityAmount],
      ["sip.result.totalInvestment", expected.totalInvestment],
      ["sip.result.totalReturns", expected.totalReturns],
    ] as const) {
      const figure = resultCard(page, hindi.calculator(key))
        .getByRole("definition")
        .first();
      await expect(figure).toHaveText(formatInr(amount));
      await expect(figure).toHaveText(INDIAN_RUPEES);
    }
    // The amount in words says लाख, as the glossary writes it.
    const inWords = amountInWords(expected.maturityAmount, "hi");
    expect(inWords, "a maturity in lakh has words").not.toBeNull();
    await expect(maturity).toContainText(inWords ?? "");
    await expect(page).toHaveURL(
      "/hi/sip?monthlyInvestment=12500&expectedReturn=12&timePeriod=11",
    );
    await expectNoEnglishLeft(page.locator("body"), "/hi/sip after Calculate");
    await audit.check("/hi/sip after Calculate");

    // The calculation just saved, in the History dialog.
    await withDialog(
      page,
      page.getByRole("button", {
        name: new RegExp(`^${hindi.calculatorPage("history.button")}`),
      }),
      async (dialog) => {
        await expect(dialog).toHaveAccessibleName(hindi.history("title"));
        await expect(dialog).toContainText(formatInr(expected.maturityAmount));
        await expectNoEnglishLeft(dialog, "the History dialog on /hi/sip");
        await audit.check("/hi/sip with History open");
      },
    );

    // The device remembers the choice: English addresses open in Hindi.
    await page.goto("/sip");
    await expect(page).toHaveURL("/hi/sip");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await page.goto("/");
    await expect(page).toHaveURL("/hi");
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_TAG.hi);
    audit.report();
  },
);

test(
  "the chat on /hi greets in Hindi and answers a Hindi question in Hindi",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    const audit = new AxeAudit(page, `${testInfo.project.name} chat in Hindi`);
    await page.goto("/hi");
    await expect(page).toHaveTitle(hindi.home("title"));
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_TAG.hi);
    const section = page.getByRole("region", {
      name: hindi.home("chat.heading"),
    });
    const log = section.getByRole("log", {
      name: hindi.chatWindow("panel.log"),
    });
    const messages = log.getByRole("listitem");
    await expect(messages.first()).toContainText(
      hindi.chat("greeting", { assistant: hindi.chat("assistantName") }),
    );
    await expectNoEnglishLeft(page.locator("body"), "/hi");
    await audit.checkPage("/hi", "/hi");

    const question = "30 लाख का लोन 20 साल 8.5 प्रतिशत";
    const input = section.getByRole("textbox", {
      name: hindi.chatWindow("composer.label"),
    });
    const before = await messages.count();
    await input.fill(question);
    await section
      .getByRole("button", { name: hindi.chatWindow("composer.send") })
      .click();
    await expect(messages).toHaveCount(before + 2);
    const asked = messages.nth(before);
    await expect(asked).toContainText(hindi.chatWindow("message.mine"));
    await expect(asked).toContainText(question);
    const reply = messages.nth(before + 1);
    await expect(reply).toContainText(hindi.chatWindow("message.assistant"));
    const { emi } = homeLoan({ principal: 3_000_000, rate: 8.5, tenure: 20 });
    // "₹26,035 प्रति माह है। …": the EMI and the words that follow it in the Hindi answer.
    await expect(reply).toContainText(
      `${formatInr(emi)}${wordsAfter(hindiTemplates.chat["homeLoan.content"], "{emi}")}`,
    );
    await expect(
      reply.getByRole("link", { name: hindi.chat("homeLoan.link") }),
    ).toBeVisible();
    await expectNoEnglishLeft(page.locator("body"), "/hi after the answer");
    await audit.check("/hi with the chat's answer");
    audit.report();
  },
);

/** The words of `template` from just after `placeholder` up to the next placeholder. */
function wordsAfter(template: string, placeholder: string): string {
  const after = template.split(placeholder)[1] ?? "";
  return after.split("{")[0] ?? "";
}
