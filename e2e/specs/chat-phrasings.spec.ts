import { compoundInterest } from "@kosh/core/calculators/compound-interest";
import { fixedDeposit } from "@kosh/core/calculators/fixed-deposit";
import { homeLoan } from "@kosh/core/calculators/home-loan";
import { recurringDeposit } from "@kosh/core/calculators/recurring-deposit";
import { sip } from "@kosh/core/calculators/sip";
import { formatInr } from "@kosh/core/format/money";
import { expect, test } from "../fixtures/test.ts";

/**
 * Phrasings as people in India type them, into the real home page: each card's headline is core's
 * figure for what the reply says it understood, and its link opens a page showing the same figure.
 */
const PHRASINGS: {
  message: string;
  understood: string;
  figure: number;
  page: RegExp;
}[] = [
  {
    message: "emi 30 lakh 20 saal 8.5 pratishat",
    understood: "₹30,00,000 at 8.5% for 20 years",
    figure: homeLoan({ principal: 3_000_000, rate: 8.5, tenure: 20 }).emi,
    page: /\/home-loan\?principal=3000000&rate=8\.5&tenure=20$/,
  },
  {
    message: "sip 5000 mahine ka 8 saal ke liye 11 pratishat",
    understood: "₹5,000 a month for 8 years, at an expected 11%",
    figure: sip({ monthlyInvestment: 5000, expectedReturn: 11, timePeriod: 8 })
      .maturityAmount,
    page: /\/sip\?monthlyInvestment=5000&expectedReturn=11&timePeriod=8$/,
  },
  {
    message: "fd 1 lakh 7% 444 days",
    understood: "₹1,00,000 at 7% for 444 days",
    figure: fixedDeposit({ principal: 100_000, rate: 7, tenure: 444 / 365 })
      .maturityAmount,
    page: /\/fd\?principal=100000&rate=7&tenureDays=444$/,
  },
  {
    message: "एफडी २ लाख ७.१ प्रतिशत ६ महीने",
    // A question in Devanagari is answered in Hindi (core/chat/chat-language.ts).
    understood: "₹2,00,000 (7.1%, 6 महीने)",
    figure: fixedDeposit({ principal: 200_000, rate: 7.1, tenure: 0.5 })
      .maturityAmount,
    page: /\/fd\?principal=200000&rate=7\.1&tenureMonths=6$/,
  },
  {
    message: "rd 5000 7% 18 mahine",
    understood: "₹5,000 a month at 7% for 18 months",
    figure: recurringDeposit({ monthlyDeposit: 5000, rate: 7, tenure: 1.5 })
      .maturityAmount,
    page: /\/rd\?monthlyDeposit=5000&rate=7&tenureMonths=18$/,
  },
  {
    message: "compound interest on 1 lakh at 10% for 5 years",
    understood: "₹1,00,000 at 10% compounded once a year for 5 years",
    figure: compoundInterest({ principal: 100_000, rate: 10, time: 5 })
      .compoundInterest,
    page: /\/compound-interest\?principal=100000&rate=10&time=5$/,
  },
];

for (const { message, understood, figure, page: pageUrl } of PHRASINGS) {
  test(
    `'${message}' is answered with the figure its page shows`,
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/");
      const section = page.getByRole("region", {
        name: "Chat with Kosh Assistant",
      });
      const messages = section.getByRole("log").getByRole("listitem");
      await expect(messages.first()).toContainText("I'm Kosh Assistant");
      const input = section.getByRole("textbox", {
        name: "Message Kosh Assistant",
      });
      await input.fill(message);
      await input.press("Enter");
      await expect(messages).toHaveCount(3);

      const card = messages.last();
      await expect(card).toContainText(understood);
      await expect(card).toContainText(formatInr(figure));
      await card
        .getByRole("link", { name: /^open in the|कैलकुलेटर में खोलें$/i })
        .first()
        .click();

      await expect(page).toHaveURL(pageUrl);
      const main = page.getByRole("main");
      await expect(main).not.toContainText("cannot use");
      await expect(main).toContainText(formatInr(figure));
    },
  );
}
