import { homeLoan, loanForEmi } from "../calculators/home-loan.ts";
import { homeLoanFields } from "../calculators/slider-config.ts";
import { formatInr, roundRupees } from "../format/money.ts";
import { formatRate, formatYears } from "./assistant-texts.ts";
import { calculatorLink } from "./calculator-link.ts";
import type { AssistantReply, ChatValues } from "./chat-context.ts";
import type { Figure } from "./figures.ts";

/**
 * A rule of thumb, said as one in every reply: keep all EMIs within 40% of monthly take-home pay.
 * Lenders decide on more than this (other EMIs, age, credit score, the property's value).
 */
export const EMI_SHARE_OF_SALARY = 0.4;

const [, rateField, tenureField] = homeLoanFields;

const SALARY_WORDS =
  /\b(?:salary|salaried|income|earn(?:ing)?s?|take[- ]?home|ctc|package)\b/;
// A year's pay is said right after the figure ('12 lakh a year', '12 lpa') or by a word that only
// means a year's pay; '8.5% a year' elsewhere in the message describes the rate, not the salary.
const YEARLY_AFTER =
  /^\s*(?:rupees\s*)?(?:salary\s*)?(?:yearly|annual(?:ly)?|per annum|p\.?a\.?|a year|per year|every year)\b/;
const YEARLY_WORDS =
  /\b(?:ctc|package|annual (?:salary|income)|yearly (?:salary|income)|(?:salary|income) (?:per annum|a year|per year))\b/;

/** The salary figure in a message that names one, and whether it is a year's pay. */
export function salaryIn(
  message: string,
  figures: Figure[],
): { figure: Figure; monthly: number } | undefined {
  const text = message.toLowerCase();
  if (!SALARY_WORDS.test(text)) return undefined;
  const figure = figures.find(
    (each) =>
      each.kind === "amount" || (each.kind === "number" && each.value >= 100),
  );
  if (!figure) return undefined;
  const yearly =
    YEARLY_AFTER.test(text.slice(figure.end, figure.end + 30)) ||
    YEARLY_WORDS.test(text);
  return {
    figure,
    monthly: roundRupees(yearly ? figure.value / 12 : figure.value),
  };
}

/** The EMI the rule of thumb allows on a monthly salary. */
export function emiForSalary(monthlySalary: number): number {
  return roundRupees(monthlySalary * EMI_SHARE_OF_SALARY);
}

/** How much loan an EMI repays, at the person's rate and tenure or the home loan page's defaults, labelled. */
export function affordabilityReply(
  values: ChatValues & { amount: number },
): AssistantReply {
  // Whole rupees, as every figure is shown: the loan is worked out from the EMI the reply states.
  const emi = roundRupees(values.amount);
  const rate = values.rate ?? rateField.defaultValue;
  const years = values.years ?? tenureField.defaultValue;
  const loan = roundRupees(loanForEmi(emi, rate, Math.round(years * 12)));
  const result = homeLoan({ principal: loan, rate, tenure: years });
  const assumed =
    values.rate === undefined || values.years === undefined
      ? " (an example rate and tenure; tell me yours)"
      : "";
  const rule =
    values.salary === undefined
      ? null
      : `Rule of thumb, not a lender's decision: keep all your EMIs within ${EMI_SHARE_OF_SALARY * 100}% of your monthly take-home pay. On ${formatInr(values.salary)} a month that is an EMI of up to ${formatInr(emi)}.`;
  const terms = `an EMI of ${formatInr(emi)} at ${formatRate(rate)} for ${formatYears(years)}`;
  const content = [
    rule,
    `At ${formatRate(rate)} for ${formatYears(years)}${assumed}, ${formatInr(emi)} a month repays a loan of about ${formatInr(loan)}, with ${formatInr(result.totalInterest)} of interest over the term.`,
    "Lenders also weigh your other EMIs, your age, your credit score and the property's value, so their figure can differ. Ask 'what if 25 years?' or give another EMI to compare.",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    content,
    calculatorType: "home-loan",
    calculationResult: {
      title: `Loan for ${terms}`,
      figures: [
        { label: "Loan Amount", value: formatInr(loan) },
        { label: "Monthly EMI", value: formatInr(result.emi) },
        { label: "Total Interest", value: formatInr(result.totalInterest) },
      ],
      links: [
        {
          label: "Open in the Home Loan EMI calculator",
          href: calculatorLink("home-loan", {
            principal: loan,
            rate,
            tenure: years,
          }),
        },
      ],
      ...(values.salary === undefined
        ? {}
        : {
            note: `Rule of thumb: EMIs within ${EMI_SHARE_OF_SALARY * 100}% of take-home pay.`,
          }),
    },
  };
}
