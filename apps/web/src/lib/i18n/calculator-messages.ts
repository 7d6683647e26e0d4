import type { CalculatorSlug } from "@kosh/core/calculators/calculator-registry";
import type cards from "@kosh/core/calculators/messages/cards/en";
import type words from "@kosh/core/calculators/messages/en";
import type { Dictionary } from "@kosh/core/i18n/messages";
import { defineMessages, type Messages } from "./messages.ts";

/** The calculators' cards on the home page (core's calculators/messages/cards), loaded by it. */
export const calculatorCardMessages = defineMessages<typeof cards>({
  en: () => import("@kosh/core/calculators/messages/cards/en"),
  hi: () => import("@kosh/core/calculators/messages/cards/hi"),
});

type Load = () => Promise<{ default: Dictionary }>;

/** One calculator's page words, read with the keys of the calculators' words (`sip.title`). */
function pageWords(en: Load, hi: Load): Messages<typeof words> {
  // Its modules hold its own keys of the calculators' words, and its page asks for no other's.
  return defineMessages<Dictionary>({ en, hi }) as unknown as Messages<
    typeof words
  >;
}

/**
 * Each calculator's page words (core's calculators/messages/<slug>): its title, sliders, results
 * and history, so that a calculator's page loads its own and no other's.
 */
export const calculatorWordMessages = {
  "home-loan": pageWords(
    () => import("@kosh/core/calculators/messages/home-loan/en"),
    () => import("@kosh/core/calculators/messages/home-loan/hi"),
  ),
  "home-loan-amortization": pageWords(
    () => import("@kosh/core/calculators/messages/home-loan-amortization/en"),
    () => import("@kosh/core/calculators/messages/home-loan-amortization/hi"),
  ),
  sip: pageWords(
    () => import("@kosh/core/calculators/messages/sip/en"),
    () => import("@kosh/core/calculators/messages/sip/hi"),
  ),
  "step-up-sip": pageWords(
    () => import("@kosh/core/calculators/messages/step-up-sip/en"),
    () => import("@kosh/core/calculators/messages/step-up-sip/hi"),
  ),
  "goal-sip": pageWords(
    () => import("@kosh/core/calculators/messages/goal-sip/en"),
    () => import("@kosh/core/calculators/messages/goal-sip/hi"),
  ),
  lumpsum: pageWords(
    () => import("@kosh/core/calculators/messages/lumpsum/en"),
    () => import("@kosh/core/calculators/messages/lumpsum/hi"),
  ),
  swp: pageWords(
    () => import("@kosh/core/calculators/messages/swp/en"),
    () => import("@kosh/core/calculators/messages/swp/hi"),
  ),
  fd: pageWords(
    () => import("@kosh/core/calculators/messages/fd/en"),
    () => import("@kosh/core/calculators/messages/fd/hi"),
  ),
  rd: pageWords(
    () => import("@kosh/core/calculators/messages/rd/en"),
    () => import("@kosh/core/calculators/messages/rd/hi"),
  ),
  ppf: pageWords(
    () => import("@kosh/core/calculators/messages/ppf/en"),
    () => import("@kosh/core/calculators/messages/ppf/hi"),
  ),
  "sukanya-samriddhi": pageWords(
    () => import("@kosh/core/calculators/messages/sukanya-samriddhi/en"),
    () => import("@kosh/core/calculators/messages/sukanya-samriddhi/hi"),
  ),
  nsc: pageWords(
    () => import("@kosh/core/calculators/messages/nsc/en"),
    () => import("@kosh/core/calculators/messages/nsc/hi"),
  ),
  kvp: pageWords(
    () => import("@kosh/core/calculators/messages/kvp/en"),
    () => import("@kosh/core/calculators/messages/kvp/hi"),
  ),
  scss: pageWords(
    () => import("@kosh/core/calculators/messages/scss/en"),
    () => import("@kosh/core/calculators/messages/scss/hi"),
  ),
  "post-office-mis": pageWords(
    () => import("@kosh/core/calculators/messages/post-office-mis/en"),
    () => import("@kosh/core/calculators/messages/post-office-mis/hi"),
  ),
  "post-office-td": pageWords(
    () => import("@kosh/core/calculators/messages/post-office-td/en"),
    () => import("@kosh/core/calculators/messages/post-office-td/hi"),
  ),
  "simple-interest": pageWords(
    () => import("@kosh/core/calculators/messages/simple-interest/en"),
    () => import("@kosh/core/calculators/messages/simple-interest/hi"),
  ),
  "compound-interest": pageWords(
    () => import("@kosh/core/calculators/messages/compound-interest/en"),
    () => import("@kosh/core/calculators/messages/compound-interest/hi"),
  ),
} satisfies Record<CalculatorSlug, Messages<typeof words>>;
