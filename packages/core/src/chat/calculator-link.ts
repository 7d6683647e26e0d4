import type { AmortizationInput } from "../calculators/amortization.ts";
import type { CompoundInterestInput } from "../calculators/compound-interest.ts";
import type { FdPageInput } from "../calculators/fixed-deposit.ts";
import type { HomeLoanInput } from "../calculators/home-loan.ts";
import type { RdInput } from "../calculators/recurring-deposit.ts";
import type { SimpleInterestInput } from "../calculators/simple-interest.ts";
import type { SipInput } from "../calculators/sip.ts";
import {
  calculatorEntry,
  CALCULATOR_SLUGS,
  PAGE_FIELDS,
} from "../calculators/calculator-registry.ts";
import type { ChatValues } from "./chat-context.ts";
import type { RegistryInputs } from "./registry-topics.ts";

/**
 * The inputs of each calculator the assistant works figures out for: the first seven with replies
 * of their own (calculation-replies.ts), the rest from their registry entries (registry-topics.ts).
 */
export interface CalculatorInputs extends RegistryInputs {
  "home-loan": HomeLoanInput;
  "home-loan-amortization": AmortizationInput;
  sip: SipInput;
  fd: FdPageInput;
  rd: RdInput;
  "simple-interest": SimpleInterestInput;
  "compound-interest": CompoundInterestInput;
}

/** A calculator the assistant answers with: one of `CalculatorInputs`, its slug the route of its page. */
export type CalculatorType = keyof CalculatorInputs;

const ANSWERS_WITH: Readonly<Record<CalculatorType, true>> = {
  "home-loan": true,
  "home-loan-amortization": true,
  sip: true,
  fd: true,
  rd: true,
  "simple-interest": true,
  "compound-interest": true,
  ppf: true,
  "sukanya-samriddhi": true,
  nsc: true,
  kvp: true,
  scss: true,
  "post-office-mis": true,
  "post-office-td": true,
  "step-up-sip": true,
  swp: true,
  lumpsum: true,
  "goal-sip": true,
};

/**
 * The calculators the assistant answers with, in the registry's order: a registry entry it does
 * not know has its page and menus, but no topic in the chat
 * (docs/architecture.md#adding-a-calculator).
 */
export const CALCULATOR_TYPES = CALCULATOR_SLUGS.filter(
  (slug): slug is CalculatorType => slug in ANSWERS_WITH,
);

/** The query names are the API payload names: the page's sliders in order, then its other inputs. */
function linkFields(calculator: CalculatorType): string[] {
  const entry = calculatorEntry(calculator);
  return [
    ...entry.fields.map((field) => field.key),
    ...(entry.choices ?? []).map((choice) => choice.key),
    ...(entry.linkOptions ?? []),
  ];
}

/** `/sip?monthlyInvestment=5000&expectedReturn=12&timePeriod=10`: the page opens with these inputs filled in. */
export function calculatorLink<T extends keyof CalculatorInputs>(
  calculator: T,
  inputs: CalculatorInputs[T],
  term?: ChatValues["term"],
): string {
  const params = new URLSearchParams();
  const values: Record<string, unknown> = { ...inputs };
  // The page's period that a link may give in months or days (share-query.ts).
  const termField = PAGE_FIELDS[calculator].find((field) => field.units);
  const termKey =
    term && termField?.units?.[term.unit] ? termField.key : undefined;
  for (const key of linkFields(calculator)) {
    // '444 days' travels as tenureDays=444, which the page turns into the same years as the chat.
    if (term && key === termKey)
      params.set(
        `${key}${term.unit === "days" ? "Days" : "Months"}`,
        String(term.count),
      );
    else if (values[key] !== undefined) params.set(key, String(values[key]));
  }
  return `/${calculator}?${params.toString()}`;
}
