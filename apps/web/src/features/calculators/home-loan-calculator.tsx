import { inputsToQuery } from "@kosh/core/calculators/share-query";
import { homeLoanFields } from "@kosh/core/calculators/details/home-loan";
import { lazy } from "react";
import { Link } from "wouter";
import { calculatorWordMessages } from "../../lib/i18n/calculator-messages.ts";
import { useMessages } from "../../lib/i18n/messages.ts";
import { calculatorDefinition } from "./calculator-definitions.ts";
import type { HomeLoanValues } from "./home-loan-years.tsx";
import { NearSection } from "./growth-section.tsx";
import { calculatorScreenMessages } from "./messages/index.ts";
import { StandardCalculator } from "./standard-calculator.tsx";

/** The schedule by year, with its ring, table and month box: loaded as it nears the screen. */
const HomeLoanYears = lazy(() =>
  import("./home-loan-years.tsx").then((module) => ({
    default: module.HomeLoanYears,
  })),
);

/**
 * The EMI page, with a way on to what prepaying the same loan would save, and its principal and
 * interest by year (docs/product.md#home-loan-by-year); its formula loaded first (app/routes/calculators/home-loan.tsx).
 */
export function HomeLoanCalculator() {
  const t = useMessages(calculatorScreenMessages);
  const words = useMessages(calculatorWordMessages["home-loan"]);
  return (
    <StandardCalculator
      definition={calculatorDefinition("home-loan")}
      after={(values) => (
        <Link
          href={`/home-loan-amortization?${inputsToQuery(homeLoanFields, values)}`}
          className="mt-5 inline-block font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {t("homeLoan.prepaymentLink")}
        </Link>
      )}
      below={(values) => (
        <NearSection>
          <HomeLoanYears
            // The home loan's definition gives its three sliders' values.
            values={values as unknown as HomeLoanValues}
            principalLabel={words("home-loan.result.principal")}
            interestLabel={words("home-loan.result.totalInterest")}
          />
        </NearSection>
      )}
    />
  );
}
