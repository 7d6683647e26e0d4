import { inputsToQuery } from "@kosh/core/calculators/share-query";
import { homeLoanFields } from "@kosh/core/calculators/details/home-loan";
import { Link } from "wouter";
import { useMessages } from "../../lib/i18n/messages.ts";
import { calculatorDefinition } from "./calculator-definitions.ts";
import { calculatorScreenMessages } from "./messages/index.ts";
import { StandardCalculator } from "./standard-calculator.tsx";

/** The EMI page, with a way on to what prepaying the same loan would save; its formula loaded first (routes/home-loan.tsx). */
export function HomeLoanCalculator() {
  const t = useMessages(calculatorScreenMessages);
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
    />
  );
}
