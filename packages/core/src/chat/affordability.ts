import { homeLoan, loanForEmi } from "../calculators/home-loan.ts";
import { homeLoanFields } from "../calculators/details/home-loan.ts";
import { formatInr, roundRupees } from "../format/money.ts";
import {
  formatRate,
  formatYears,
  say,
  type ChatLanguage,
} from "./assistant-texts.ts";
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
  language: ChatLanguage,
): AssistantReply {
  // Whole rupees, as every figure is shown: the loan is worked out from the EMI the reply states.
  const emi = roundRupees(values.amount);
  const rate = values.rate ?? rateField.defaultValue;
  const years = values.years ?? tenureField.defaultValue;
  const loan = roundRupees(loanForEmi(emi, rate, Math.round(years * 12)));
  const result = homeLoan({ principal: loan, rate, tenure: years });
  const period = formatYears(years, language.locale);
  const share = EMI_SHARE_OF_SALARY * 100;
  const assumed =
    values.rate === undefined || values.years === undefined
      ? say(language, "afford.assumed")
      : "";
  const rule =
    values.salary === undefined
      ? null
      : say(language, "afford.rule", {
          share,
          salary: formatInr(values.salary),
          emi: formatInr(emi),
        });
  const terms = say(language, "afford.terms", {
    emi: formatInr(emi),
    rate: formatRate(rate),
    period,
  });
  const content = [
    rule,
    say(language, "afford.repays", {
      rate: formatRate(rate),
      period,
      assumed,
      emi: formatInr(emi),
      loan: formatInr(loan),
      interest: formatInr(result.totalInterest),
    }),
    say(language, "afford.lenders"),
  ]
    .filter(Boolean)
    .join(" ");
  return {
    content,
    calculatorType: "home-loan",
    calculationResult: {
      title: say(language, "afford.title", { terms }),
      figures: [
        { label: say(language, "afford.loanAmount"), value: formatInr(loan) },
        { label: say(language, "figure.emi"), value: formatInr(result.emi) },
        {
          label: say(language, "figure.totalInterest"),
          value: formatInr(result.totalInterest),
        },
      ],
      links: [
        {
          label: say(language, "homeLoan.link"),
          href: calculatorLink("home-loan", {
            principal: loan,
            rate,
            tenure: years,
          }),
        },
      ],
      ...(values.salary === undefined
        ? {}
        : { note: say(language, "afford.note", { share }) }),
    },
  };
}
