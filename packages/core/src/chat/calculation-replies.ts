import { amortization, formatMonths } from "../calculators/amortization.ts";
import { compoundInterest } from "../calculators/compound-interest.ts";
import { fixedDeposit } from "../calculators/fixed-deposit.ts";
import { homeLoan } from "../calculators/home-loan.ts";
import { recurringDeposit } from "../calculators/recurring-deposit.ts";
import { simpleInterest } from "../calculators/simple-interest.ts";
import { sip } from "../calculators/sip.ts";
import { formatInr } from "../format/money.ts";
import {
  followUpHint,
  formatPeriod,
  formatRate,
  formatYears,
} from "./assistant-texts.ts";
import {
  calculatorLink,
  type CalculatorInputs,
  type CalculatorType,
} from "./calculator-link.ts";
import type { AssistantReply, ChatValues } from "./chat-context.ts";
import { pageRangeNote } from "./page-range-note.ts";

/** The figures every calculation needs; the conversation only calls in here once it has them all. */
export interface CompleteValues extends ChatValues {
  amount: number;
  rate: number;
  years: number;
}

function reply<T extends keyof CalculatorInputs>(
  calculator: T,
  inputs: CalculatorInputs[T],
  parts: {
    content: string;
    title: string;
    figures: [string, number | string][];
    linkLabel: string;
    note?: string;
    term?: ChatValues["term"];
  },
): AssistantReply {
  const notes = [parts.note, pageRangeNote(calculator, inputs)].filter(Boolean);
  return {
    content: parts.content,
    calculatorType: calculator,
    calculationResult: {
      title: parts.title,
      figures: parts.figures.map(([label, value]) => ({
        label,
        value: typeof value === "number" ? formatInr(value) : value,
      })),
      links: [
        {
          label: parts.linkLabel,
          href: calculatorLink(calculator, inputs, parts.term),
        },
      ],
      ...(notes.length > 0 ? { note: notes.join(" ") } : {}),
    },
  };
}

function homeLoanReply(values: CompleteValues): AssistantReply {
  const inputs = {
    principal: values.amount,
    rate: values.rate,
    tenure: values.years,
  };
  const result = homeLoan(inputs);
  const terms = `${formatInr(values.amount)} at ${formatRate(values.rate)} for ${formatYears(values.years)}`;
  return reply("home-loan", inputs, {
    content: `For a home loan of ${terms}, the EMI is ${formatInr(result.emi)} a month. Over the full term you pay ${formatInr(result.totalAmount)}, of which ${formatInr(result.totalInterest)} is interest. To see what an extra payment saves, say 'extra 10000 every month'.`,
    title: `Home loan EMI: ${terms}`,
    figures: [
      ["Monthly EMI", result.emi],
      ["Total Interest", result.totalInterest],
      ["Total Amount", result.totalAmount],
      ["Principal", result.principal],
    ],
    linkLabel: "Open in the Home Loan EMI calculator",
  });
}

function extraPaymentReply(
  values: CompleteValues & { extraAmount: number },
): AssistantReply {
  const frequency = values.extraFrequency ?? "monthly";
  const inputs = {
    principal: values.amount,
    rate: values.rate,
    tenure: values.years,
    extraPaymentAmount: values.extraAmount,
    extraPaymentFrequency: frequency,
  };
  const result = amortization(inputs);
  const every = frequency === "yearly" ? "every year" : "every month";
  const terms = `${formatInr(values.amount)} at ${formatRate(values.rate)} for ${formatYears(values.years)}`;
  const newTenure = formatMonths(result.withExtra.months);
  const timeSaved =
    result.monthsSaved > 0 ? formatMonths(result.monthsSaved) : "no time";
  return reply("home-loan-amortization", inputs, {
    content: `Paying ${formatInr(values.extraAmount)} extra ${every} on a home loan of ${terms} clears it in ${newTenure} instead of ${formatYears(values.years)}. You save ${formatInr(result.interestSaved)} in interest and ${timeSaved}. The EMI stays ${formatInr(result.emi)}.`,
    title: `Extra ${formatInr(values.extraAmount)} ${every}: ${terms}`,
    figures: [
      ["Interest Saved", result.interestSaved],
      ["Time Saved", timeSaved],
      ["New Tenure", newTenure],
      ["Monthly EMI", result.emi],
    ],
    linkLabel:
      "Open the full schedule in the Home Loan with Extra Payments calculator",
  });
}

function sipReply(values: CompleteValues): AssistantReply {
  const inputs = {
    monthlyInvestment: values.amount,
    expectedReturn: values.rate,
    timePeriod: values.years,
  };
  const result = sip(inputs);
  const terms = `${formatInr(values.amount)} a month at ${formatRate(values.rate)} for ${formatYears(values.years)}`;
  return reply("sip", inputs, {
    content: `A SIP of ${formatInr(values.amount)} a month for ${formatYears(values.years)}, at an expected ${formatRate(values.rate)} a year, could grow to ${formatInr(result.maturityAmount)}: ${formatInr(result.totalInvestment)} invested and ${formatInr(result.totalReturns)} in returns. SIP returns are market-linked, so this is an estimate, not a promise. ${followUpHint(values.years)}`,
    title: `SIP: ${terms}`,
    figures: [
      ["Maturity Amount", result.maturityAmount],
      ["Total Investment", result.totalInvestment],
      ["Total Returns", result.totalReturns],
    ],
    linkLabel: "Open in the SIP calculator",
  });
}

function fdReply(values: CompleteValues): AssistantReply {
  const inputs = {
    principal: values.amount,
    rate: values.rate,
    tenure: values.years,
  };
  const result = fixedDeposit(inputs);
  const terms = `${formatInr(values.amount)} at ${formatRate(values.rate)} for ${formatPeriod(values)}`;
  return reply("fd", inputs, {
    term: values.term,
    content: `An FD of ${terms} grows to ${formatInr(result.maturityAmount)}, earning ${formatInr(result.interestEarned)} in interest, compounded every quarter as Indian banks do. ${followUpHint(values.years)}`,
    title: `FD: ${terms}`,
    figures: [
      ["Maturity Amount", result.maturityAmount],
      ["Interest Earned", result.interestEarned],
      ["Principal", result.principal],
    ],
    linkLabel: "Open in the FD calculator",
  });
}

function rdReply(values: CompleteValues): AssistantReply {
  const inputs = {
    monthlyDeposit: values.amount,
    rate: values.rate,
    tenure: values.years,
  };
  const result = recurringDeposit(inputs);
  const terms = `${formatInr(values.amount)} a month at ${formatRate(values.rate)} for ${formatPeriod(values)}`;
  return reply("rd", inputs, {
    term: values.term,
    content: `An RD of ${terms} pays ${formatInr(result.maturityAmount)} at maturity: ${formatInr(result.totalDeposits)} deposited and ${formatInr(result.interestEarned)} in interest. ${followUpHint(values.years)}`,
    title: `RD: ${terms}`,
    figures: [
      ["Maturity Amount", result.maturityAmount],
      ["Total Deposits", result.totalDeposits],
      ["Interest Earned", result.interestEarned],
    ],
    linkLabel: "Open in the RD calculator",
  });
}

/** Simple and compound interest: the same three figures, each worked out and worded its own way. */
function interestParts(
  calculator: "simple-interest" | "compound-interest",
  inputs: { principal: number; rate: number; time: number },
  period: string,
) {
  const sum = `${formatInr(inputs.principal)} at ${formatRate(inputs.rate)} a year for ${period}`;
  if (calculator === "simple-interest") {
    const result = simpleInterest(inputs);
    return {
      name: "Simple Interest",
      figures: [result.simpleInterest, result.totalAmount] as const,
      content: `Simple interest on ${sum} is ${formatInr(result.simpleInterest)} (principal × rate × time ÷ 100), so the total comes to ${formatInr(result.totalAmount)}.`,
      totalLabel: "Total Amount",
    };
  }
  const result = compoundInterest(inputs);
  return {
    name: "Compound Interest",
    figures: [result.compoundInterest, result.compoundAmount] as const,
    content: `${formatInr(inputs.principal)} at ${formatRate(inputs.rate)} compounded once a year for ${period} grows to ${formatInr(result.compoundAmount)}: ${formatInr(result.compoundInterest)} of compound interest.`,
    totalLabel: "Compound Amount",
  };
}

function interestReply(
  calculator: "simple-interest" | "compound-interest",
  values: CompleteValues,
): AssistantReply {
  const inputs = {
    principal: values.amount,
    rate: values.rate,
    time: values.years,
  };
  const period = formatPeriod(values);
  const parts = interestParts(calculator, inputs, period);
  const [interest, total] = parts.figures;
  return reply(calculator, inputs, {
    content: `${parts.content} ${followUpHint(values.years)}`,
    title: `${parts.name}: ${formatInr(values.amount)} at ${formatRate(values.rate)} a year for ${period}`,
    figures: [
      [parts.name, interest],
      [parts.totalLabel, total],
      ["Principal", values.amount],
    ],
    linkLabel: `Open in the ${parts.name} calculator`,
  });
}

/** Runs the calculator the topic names with the gathered figures and words the answer. */
export function calculationReply(
  topic: CalculatorType,
  values: CompleteValues,
): AssistantReply {
  switch (topic) {
    case "home-loan":
      return homeLoanReply(values);
    case "home-loan-amortization":
      return extraPaymentReply({
        ...values,
        extraAmount: values.extraAmount ?? 0,
      });
    case "sip":
      return sipReply(values);
    case "fd":
      return fdReply(values);
    case "rd":
      return rdReply(values);
    case "simple-interest":
    case "compound-interest":
      return interestReply(topic, values);
  }
}
