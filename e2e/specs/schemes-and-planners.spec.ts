import { loadFormula } from "@kosh/core/calculators/calculator-formulas";
import {
  calculatorEntry,
  type ApiCalculatorSlug,
} from "@kosh/core/calculators/calculator-registry";
import {
  labelledChoices,
  labelledFields,
  wordKey,
} from "@kosh/core/calculators/calculator-words";
import { typedBoxName } from "@kosh/core/calculators/field-value";
import calculatorEnglish from "@kosh/core/calculators/messages/en";
import {
  defaultInputs,
  type InputValues,
} from "@kosh/core/calculators/slider-config";
import { todayIso } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { formatMonths } from "@kosh/core/format/period";
import { translate } from "@kosh/core/i18n/messages";
import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import { isSchemePage } from "@kosh/core/schemes/scheme-pages";
import {
  ratesInForce,
  schemeRateKeyOf,
  type TimeDepositYears,
} from "@kosh/core/schemes/scheme-rates";
import type { Page } from "@playwright/test";
import pageEnglish from "../../apps/web/src/features/calculators/messages/en.ts";
import { expectNoEnglishLeft } from "../fixtures/english-left.ts";
import { hindi } from "../fixtures/hindi.ts";
import { resultCard } from "../fixtures/result-card.ts";
import { expect, test, waitForApp } from "../fixtures/test.ts";

/**
 * Issue 28's eleven calculators in a real browser against the built server
 * (docs/product.md#post-office-and-government-schemes, docs/architecture.md#adding-a-calculator):
 * each page opens at /<slug> and shows its known answer, which POST /api/calculate/<slug>
 * confirms; a scheme's choice changes the figures and travels in the share link; a bad typed
 * value is refused by the field's name; /hi/ppf has no English left. Expected figures come from
 * core's formulas, as the page's own; the issue's published figure stands beside each case.
 */

const en = translate(calculatorEnglish);
const pageWords = translate(pageEnglish);

/**
 * The rates in force today in India by the notifications on record (core's SCHEME_RATE_HISTORY,
 * which the server's table is seeded from): a scheme page's default rate (docs/product.md#scheme-rates).
 */
const RATES_TODAY = ratesInForce(
  SCHEME_RATE_HISTORY,
  todayIso(new Date(), "Asia/Kolkata"),
)!.quarter.rates;

/** What a page shows before anyone touches it: its sliders' defaults, a scheme's rate in force. */
function pageDefaults(slug: ApiCalculatorSlug): InputValues {
  const defaults = defaultInputs(calculatorEntry(slug));
  if (!isSchemePage(slug)) return defaults;
  const years = defaults.years as TimeDepositYears | undefined;
  return { ...defaults, rate: RATES_TODAY[schemeRateKeyOf(slug, years)] };
}

/** The results panel's lines of `inputs` by core's formula: label → amount as the page writes it. */
async function expectedFigures(slug: ApiCalculatorSlug, inputs: InputValues) {
  const { api } = calculatorEntry(slug);
  const result = (await loadFormula(slug)).compute(inputs);
  return Object.fromEntries(
    api!.results
      .filter((key) => !api!.lists?.includes(key))
      .map((key) => [
        en(wordKey(slug, `result.${key}`)),
        api!.months?.includes(key)
          ? formatMonths(result[key]!)
          : formatInr(result[key]!),
      ]),
  );
}

async function expectFigures(page: Page, figures: Record<string, string>) {
  for (const [label, amount] of Object.entries(figures)) {
    await expect(
      resultCard(page, label).getByRole("definition").first(),
    ).toHaveText(amount);
  }
}

/** Types `values` into the sliders' text boxes, by the boxes' names. */
async function typeInputs(
  page: Page,
  slug: ApiCalculatorSlug,
  values: InputValues,
) {
  for (const field of labelledFields(slug, calculatorEntry(slug).fields, en)) {
    if (!(field.key in values)) continue;
    await page
      .getByRole("textbox", { name: typedBoxName(field) })
      .fill(String(values[field.key]));
  }
}

/** Calculate, and the server's answer in place of the live estimate. */
async function calculate(page: Page) {
  await page.getByRole("button", { name: pageWords("form.calculate") }).click();
  await expect(
    page
      .getByRole("region", { name: pageWords("results.heading") })
      .getByText(pageWords("results.server"), { exact: true }),
  ).toBeVisible();
}

/**
 * Picks a choice's option as a person does, by its label: the radio itself is drawn hidden under
 * it (components/choice-field.tsx).
 */
async function pick(page: Page, option: string) {
  const radio = page.getByRole("radio", { name: option });
  await page.locator("label", { has: radio }).click();
  await expect(radio).toBeChecked();
}

/** The address's query as a record: what a share link carries. */
function linkOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

interface KnownAnswer {
  slug: ApiCalculatorSlug;
  /** The known answer's inputs (those not given are the page's defaults). */
  inputs: InputValues;
  /** The figure for them, as published there (core's known-answer tests hold the formula to it). */
  published: string;
}

const KNOWN_ANSWERS: KnownAnswer[] = [
  {
    slug: "ppf",
    inputs: { deposit: 150_000, rate: 7.1, years: 15 },
    published: "₹40,68,209",
  },
  {
    slug: "sukanya-samriddhi",
    inputs: { yearlyDeposit: 150_000, rate: 8.2 },
    published: "₹71,82,119",
  },
  {
    slug: "nsc",
    inputs: { principal: 10_000, rate: 7.7 },
    published: "₹14,490",
  },
  { slug: "kvp", inputs: { rate: 7.5 }, published: "115 months" },
  {
    slug: "scss",
    inputs: { deposit: 10_000, rate: 8.2 },
    published: "₹205 a quarter",
  },
  {
    slug: "post-office-mis",
    inputs: { deposit: 10_000, rate: 7.4 },
    published: "₹62 a month",
  },
  {
    slug: "post-office-td",
    inputs: { deposit: 10_000, years: 5, rate: 7.5 },
    published: "₹771 a year",
  },
  {
    slug: "step-up-sip",
    inputs: {
      monthlyInvestment: 1000,
      stepUp: 12,
      expectedReturn: 12,
      timePeriod: 30,
    },
    published: "₹1,12,41,603",
  },
  {
    slug: "swp",
    inputs: {
      totalInvestment: 50_000,
      monthlyWithdrawal: 1000,
      expectedReturn: 10,
      timePeriod: 1,
    },
    published: "₹42,459",
  },
  {
    slug: "lumpsum",
    inputs: { totalInvestment: 100_000, expectedReturn: 12, timePeriod: 10 },
    published: "₹3,10,585",
  },
  {
    slug: "goal-sip",
    inputs: { targetAmount: 10_000_000, expectedReturn: 12, timePeriod: 15 },
    published: "₹19,819 a month",
  },
];

for (const { slug, inputs, published } of KNOWN_ANSWERS) {
  test(
    `/${slug} opens and shows its known answer (${published}), confirmed by the server`,
    { tag: "@mobile" },
    async ({ page }) => {
      const defaults = pageDefaults(slug);
      const known = { ...defaults, ...inputs };
      // Typed only where the page's defaults differ from the known answer's inputs.
      const typed = Object.fromEntries(
        Object.entries(inputs).filter(
          ([key, value]) => defaults[key] !== value,
        ),
      );

      await page.goto(`/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        en(wordKey(slug, "title")),
      );
      await expectFigures(page, await expectedFigures(slug, defaults));
      const overflow = await page.evaluate(
        () =>
          document.documentElement.scrollWidth -
          document.documentElement.clientWidth,
      );
      expect(overflow, `/${slug} scrolls sideways`).toBe(0);

      await typeInputs(page, slug, typed);
      await calculate(page);
      await expectFigures(page, await expectedFigures(slug, known));
      expect(linkOf(page)).toEqual(
        Object.fromEntries(
          Object.entries(known).map(([key, value]) => [key, String(value)]),
        ),
      );
      await expect(
        page.getByRole("complementary", {
          name: pageWords("disclaimer.label"),
        }),
      ).toBeVisible();
    },
  );
}

interface ChoiceCase {
  slug: ApiCalculatorSlug;
  /** The choice's key and the option picked. */
  choice: string;
  option: string | number | boolean;
  /** Typed after the choice: what only the choice allows. */
  typed?: InputValues;
  /** The inputs the figures are then for, over the page's defaults. */
  inputs: (defaults: InputValues) => InputValues;
}

const CHOICES: ChoiceCase[] = [
  {
    // Twelve deposits of ₹12,500 make the year's ₹1,50,000 (docs/product.md#post-office-and-government-schemes).
    slug: "ppf",
    choice: "frequency",
    option: "monthly",
    inputs: () => ({ deposit: 12_500 }),
  },
  {
    // A one-year deposit takes the one-year rate in force (docs/product.md#scheme-rates).
    slug: "post-office-td",
    choice: "years",
    option: 1,
    inputs: () => ({ rate: RATES_TODAY.timeDeposit1 }),
  },
  {
    // A joint account holds up to ₹15,00,000, where a single one stops at ₹9,00,000.
    slug: "post-office-mis",
    choice: "joint",
    option: true,
    typed: { deposit: 1_500_000 },
    inputs: () => ({}),
  },
];

for (const { slug, choice, option, typed = {}, inputs } of CHOICES) {
  test(
    `/${slug}: ${choice} ${String(option)} changes the figures, and its share link opens them again`,
    { tag: "@mobile" },
    async ({ page }) => {
      const defaults = pageDefaults(slug);
      const chosen = {
        ...defaults,
        [choice]: option,
        ...inputs(defaults),
        ...typed,
      };
      const before = await expectedFigures(slug, defaults);
      const after = await expectedFigures(slug, chosen);
      expect(after, "the choice should change the figures").not.toEqual(before);

      await page.goto(`/${slug}`);
      await expectFigures(page, before);
      const [labelled] = labelledChoices(
        slug,
        calculatorEntry(slug).choices!.filter(({ key }) => key === choice),
        en,
      );
      const optionLabel =
        labelled!.optionLabels[labelled!.options.indexOf(option)]!;
      await pick(page, optionLabel);
      await typeInputs(page, slug, typed);
      await calculate(page);
      await expectFigures(page, after);
      const link = page.url();
      expect(linkOf(page)).toMatchObject({ [choice]: String(option) });

      // The link in a page of its own: the same choice and figures, before any Calculate.
      const shared = await page.context().newPage();
      await shared.goto(link);
      await waitForApp(shared);
      await expect(
        shared.getByRole("radio", { name: optionLabel }),
      ).toBeChecked();
      await expectFigures(shared, after);
      await shared.close();
    },
  );
}

const BAD_VALUES = [
  {
    slug: "ppf",
    box: "Deposit in rupees",
    value: "200000",
    message: "Deposit must be between ₹500 and ₹1,50,000",
  },
  {
    slug: "scss",
    box: "Deposit in rupees",
    value: "10500",
    message: "Deposit must be a multiple of ₹1,000",
  },
  {
    slug: "post-office-mis",
    box: "Deposit in rupees",
    value: "1000000",
    message: "Deposit must be between ₹1,000 and ₹9,00,000",
  },
  {
    slug: "step-up-sip",
    box: "Yearly Step-up in percent",
    value: "60",
    message: "Yearly Step-up must be between 0% and 50%",
  },
] as const satisfies readonly {
  slug: ApiCalculatorSlug;
  box: string;
  value: string;
  message: string;
}[];

for (const { slug, box, value, message } of BAD_VALUES) {
  test(`/${slug} refuses a typed ${box} of ${value} by the field's name`, async ({
    page,
  }) => {
    const figures = await expectedFigures(slug, pageDefaults(slug));
    await page.goto(`/${slug}`);
    await expectFigures(page, figures);
    const textbox = page.getByRole("textbox", { name: box });
    await textbox.fill(value);
    await textbox.press("Tab");
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await page
      .getByRole("button", { name: pageWords("form.calculate") })
      .click();
    const label = box.replace(/ in (rupees|percent)$/, "");
    await expect(page.getByRole("alert")).toHaveText(
      pageWords("form.blocked", { label, message }),
    );
    await expectFigures(page, figures);
    expect(linkOf(page)).toEqual({});
  });
}

test("/hi/ppf is all in Hindi, before and after the server's answer", async ({
  page,
}) => {
  const resultsHeading = hindi.calculatorPage("results.heading");
  const maturity = (figures: Record<string, string>) =>
    figures[en("ppf.result.maturityAmount")]!;
  const maturityCard = resultCard(
    page,
    hindi.calculator("ppf.result.maturityAmount"),
    resultsHeading,
  ).getByRole("definition");
  const defaults = pageDefaults("ppf");
  await page.goto("/hi/ppf");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    hindi.calculator("ppf.title"),
  );
  await expect(maturityCard.first()).toHaveText(
    maturity(await expectedFigures("ppf", defaults)),
  );
  await expectNoEnglishLeft(page.locator("body"), "/hi/ppf");

  await pick(page, hindi.calculator("ppf.field.frequency.option.monthly"));
  await page
    .getByRole("button", { name: hindi.calculatorPage("form.calculate") })
    .click();
  await expect(
    page
      .getByRole("region", { name: resultsHeading })
      .getByText(hindi.calculatorPage("results.server"), { exact: true }),
  ).toBeVisible();
  await expect(maturityCard.first()).toHaveText(
    maturity(
      await expectedFigures("ppf", {
        ...defaults,
        frequency: "monthly",
        deposit: 12_500,
      }),
    ),
  );
  await expectNoEnglishLeft(page.locator("body"), "/hi/ppf after Calculate");
});
