import { amortization, formatMonths } from "../calculators/amortization.ts";
import { compoundInterest } from "../calculators/compound-interest.ts";
import {
  fixedDeposit,
  fixedDepositPayout,
  type FdPayout,
} from "../calculators/fixed-deposit.ts";
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
  say,
  type ChatLanguage,
  type ChatWords,
} from "./assistant-texts.ts";
import {
  calculatorLink,
  type CalculatorInputs,
  type CalculatorType,
} from "./calculator-link.ts";
import type { AssistantReply, ChatValues } from "./chat-context.ts";
import { pageRangeNote } from "./page-range-note.ts";
import type { RegistryTopic } from "./registry-topics.ts";

/** The figures every calculation needs; the conversation only calls in here once it has them all. */
export interface CompleteValues extends ChatValues {
  amount: number;
  rate: number;
  years: number;
}

function reply<T extends keyof CalculatorInputs>(
  language: ChatLanguage,
  calculator: T,
  inputs: CalculatorInputs[T],
  parts: {
    content: string;
    title: string;
    figures: [keyof ChatWords & `figure.${string}`, number | string][];
    linkLabel: string;
    note?: string;
    term?: ChatValues["term"];
  },
): AssistantReply {
  const notes = [
    parts.note,
    pageRangeNote(calculator, inputs, language),
  ].filter(Boolean);
  return {
    content: parts.content,
    calculatorType: calculator,
    calculationResult: {
      title: parts.title,
      figures: parts.figures.map(([label, value]) => ({
        label: say(language, label),
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

/** '₹30,00,000 at 8.5% for 20 years': the figures a reply and its card's title repeat. */
function termsOf(
  language: ChatLanguage,
  values: CompleteValues,
  {
    monthly = false,
    period = formatYears(values.years, language.locale),
  }: { monthly?: boolean; period?: string } = {},
): string {
  return say(language, monthly ? "terms.monthly" : "terms", {
    amount: formatInr(values.amount),
    rate: formatRate(values.rate),
    period,
  });
}

function homeLoanReply(
  values: CompleteValues,
  language: ChatLanguage,
): AssistantReply {
  const inputs = {
    principal: values.amount,
    rate: values.rate,
    tenure: values.years,
  };
  const result = homeLoan(inputs);
  const terms = termsOf(language, values);
  return reply(language, "home-loan", inputs, {
    content: say(language, "homeLoan.content", {
      terms,
      emi: formatInr(result.emi),
      totalAmount: formatInr(result.totalAmount),
      totalInterest: formatInr(result.totalInterest),
    }),
    title: say(language, "homeLoan.title", { terms }),
    figures: [
      ["figure.emi", result.emi],
      ["figure.totalInterest", result.totalInterest],
      ["figure.totalAmount", result.totalAmount],
      ["figure.principal", result.principal],
    ],
    linkLabel: say(language, "homeLoan.link"),
  });
}

function extraPaymentReply(
  values: CompleteValues & { extraAmount: number },
  language: ChatLanguage,
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
  const { locale } = language;
  const every = say(
    language,
    frequency === "yearly" ? "extra.every.yearly" : "extra.every.monthly",
  );
  const terms = termsOf(language, values);
  const extra = formatInr(values.extraAmount);
  const newTenure = formatMonths(result.withExtra.months, locale);
  const timeSaved =
    result.monthsSaved > 0
      ? formatMonths(result.monthsSaved, locale)
      : say(language, "extra.noTime");
  return reply(language, "home-loan-amortization", inputs, {
    content: say(language, "extra.content", {
      extra,
      every,
      terms,
      newTenure,
      tenure: formatYears(values.years, locale),
      interestSaved: formatInr(result.interestSaved),
      timeSaved,
      emi: formatInr(result.emi),
    }),
    title: say(language, "extra.title", { extra, every, terms }),
    figures: [
      ["figure.interestSaved", result.interestSaved],
      ["figure.timeSaved", timeSaved],
      ["figure.newTenure", newTenure],
      ["figure.emi", result.emi],
    ],
    linkLabel: say(language, "extra.link"),
  });
}

function sipReply(
  values: CompleteValues,
  language: ChatLanguage,
): AssistantReply {
  const inputs = {
    monthlyInvestment: values.amount,
    expectedReturn: values.rate,
    timePeriod: values.years,
  };
  const result = sip(inputs);
  return reply(language, "sip", inputs, {
    content: say(language, "sip.content", {
      amount: formatInr(values.amount),
      period: formatYears(values.years, language.locale),
      rate: formatRate(values.rate),
      maturityAmount: formatInr(result.maturityAmount),
      totalInvestment: formatInr(result.totalInvestment),
      totalReturns: formatInr(result.totalReturns),
      followUp: followUpHint(values.years, language),
    }),
    title: say(language, "sip.title", {
      terms: termsOf(language, values, { monthly: true }),
    }),
    figures: [
      ["figure.maturityAmount", result.maturityAmount],
      ["figure.totalInvestment", result.totalInvestment],
      ["figure.totalReturns", result.totalReturns],
    ],
    linkLabel: say(language, "sip.link"),
  });
}

function fdReply(
  values: CompleteValues,
  language: ChatLanguage,
): AssistantReply {
  const inputs = {
    principal: values.amount,
    rate: values.rate,
    tenure: values.years,
  };
  const terms = termsOf(language, values, {
    period: formatPeriod(values, language.locale),
  });
  if (values.payout)
    return fdPayoutReply(values, values.payout, inputs, terms, language);
  const result = fixedDeposit(inputs);
  return reply(language, "fd", inputs, {
    term: values.term,
    content: say(language, "fd.content", {
      terms,
      maturityAmount: formatInr(result.maturityAmount),
      interestEarned: formatInr(result.interestEarned),
      followUp: followUpHint(values.years, language),
    }),
    title: say(language, "fd.title", { terms }),
    figures: [
      ["figure.maturityAmount", result.maturityAmount],
      ["figure.interestEarned", result.interestEarned],
      ["figure.principal", result.principal],
    ],
    linkLabel: say(language, "fd.link"),
  });
}

/** 'FD 10 lakh 8% 5 years quarterly payout': the interest paid each period and the deposit returned. */
function fdPayoutReply(
  values: CompleteValues,
  payout: FdPayout,
  inputs: CalculatorInputs["fd"],
  terms: string,
  language: ChatLanguage,
): AssistantReply {
  const result = fixedDepositPayout(inputs, payout);
  const every = say(language, `fd.payout.every.${payout}`);
  return reply(
    language,
    "fd",
    { ...inputs, payout },
    {
      term: values.term,
      content: say(language, "fd.payout.content", {
        terms,
        every,
        each: say(language, `fd.payout.each.${payout}`),
        interest: formatInr(result.interestPerPayout),
        totalInterest: formatInr(result.totalInterest),
        principal: formatInr(result.maturityAmount),
        note:
          payout === "monthly" ? say(language, "fd.payout.note.monthly") : "",
        followUp: followUpHint(values.years, language),
      }),
      title: say(language, "fd.payout.title", { every, terms }),
      figures: [
        [`figure.interestPerPayout.${payout}`, result.interestPerPayout],
        ["figure.totalInterest", result.totalInterest],
        ["figure.returnedAtMaturity", result.maturityAmount],
      ],
      linkLabel: say(language, "fd.link"),
    },
  );
}

function rdReply(
  values: CompleteValues,
  language: ChatLanguage,
): AssistantReply {
  const inputs = {
    monthlyDeposit: values.amount,
    rate: values.rate,
    tenure: values.years,
  };
  const result = recurringDeposit(inputs);
  const terms = termsOf(language, values, {
    monthly: true,
    period: formatPeriod(values, language.locale),
  });
  return reply(language, "rd", inputs, {
    term: values.term,
    content: say(language, "rd.content", {
      terms,
      maturityAmount: formatInr(result.maturityAmount),
      totalDeposits: formatInr(result.totalDeposits),
      interestEarned: formatInr(result.interestEarned),
      followUp: followUpHint(values.years, language),
    }),
    title: say(language, "rd.title", { terms }),
    figures: [
      ["figure.maturityAmount", result.maturityAmount],
      ["figure.totalDeposits", result.totalDeposits],
      ["figure.interestEarned", result.interestEarned],
    ],
    linkLabel: say(language, "rd.link"),
  });
}

/** Simple and compound interest: the same three figures, each worked out and worded its own way. */
function interestReply(
  calculator: "simple-interest" | "compound-interest",
  values: CompleteValues,
  language: ChatLanguage,
): AssistantReply {
  const simple = calculator === "simple-interest";
  const frequency = simple ? undefined : values.compounding;
  const inputs = {
    principal: values.amount,
    rate: values.rate,
    time: values.years,
    ...(frequency ? { frequency } : {}),
  };
  const period = formatPeriod(values, language.locale);
  let interest: number;
  let total: number;
  if (simple) {
    const result = simpleInterest(inputs);
    interest = result.simpleInterest;
    total = result.totalAmount;
  } else {
    const result = compoundInterest(inputs);
    interest = result.compoundInterest;
    total = result.compoundAmount;
  }
  const name = simple ? "simpleInterest" : "compoundInterest";
  const sum = say(language, "terms.yearlyRate", {
    amount: formatInr(values.amount),
    rate: formatRate(values.rate),
    period,
  });
  return reply(language, calculator, inputs, {
    content: say(language, `${name}.content`, {
      sum,
      amount: formatInr(values.amount),
      rate: formatRate(values.rate),
      period,
      interest: formatInr(interest),
      total: formatInr(total),
      compounding: say(language, `compounding.${frequency ?? "yearly"}`),
      followUp: followUpHint(values.years, language),
    }),
    title: say(language, `${name}.title`, { sum }),
    figures: [
      [`figure.${name}`, interest],
      [simple ? "figure.totalAmount" : "figure.compoundAmount", total],
      ["figure.principal", values.amount],
    ],
    linkLabel: say(language, `${name}.link`),
  });
}

/** Runs the calculator the topic names with the gathered figures and words the answer. */
export function calculationReply(
  topic: Exclude<CalculatorType, RegistryTopic>,
  values: CompleteValues,
  language: ChatLanguage,
): AssistantReply {
  switch (topic) {
    case "home-loan":
      return homeLoanReply(values, language);
    case "home-loan-amortization":
      return extraPaymentReply(
        { ...values, extraAmount: values.extraAmount ?? 0 },
        language,
      );
    case "sip":
      return sipReply(values, language);
    case "fd":
      return fdReply(values, language);
    case "rd":
      return rdReply(values, language);
    case "simple-interest":
    case "compound-interest":
      return interestReply(topic, values, language);
  }
}
