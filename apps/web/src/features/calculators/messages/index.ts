import type { CalculatorSlug } from "@kosh/core/calculators/calculator-registry";
import { isSchemePage } from "@kosh/core/schemes/scheme-pages";
import { calculatorWordMessages } from "../../../lib/i18n/calculator-messages.ts";
import { defineMessages } from "../../../lib/i18n/messages.ts";
import { amortizationMessages } from "./amortization/index.ts";
import { homeLoanMessages } from "./home-loan/index.ts";
import { schemeRateMessages } from "./scheme-rate/index.ts";
import type en from "./en.ts";

/** Every calculator page's own words (en.ts); the calculators' names and labels are core's. */
export const calculatorScreenMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});

/** A key of a calculator page's own words. */
export type ScreenKey = keyof typeof en & string;

/**
 * The messages a calculator's page shows on its first screen, loaded beside its chunk
 * (router.tsx calculatorPage): its calculator's words, the pages' own, the two home loan pages' own,
 * and a scheme page's words on its notified rate.
 */
export function calculatorPageFirstScreen(slug: CalculatorSlug) {
  const own =
    slug === "home-loan-amortization"
      ? [amortizationMessages]
      : slug === "home-loan"
        ? [homeLoanMessages]
        : isSchemePage(slug)
          ? [schemeRateMessages]
          : [];
  return [calculatorWordMessages[slug], calculatorScreenMessages, ...own];
}
