import { compoundInterest } from "@kosh/core/calculators/compound-interest";
import {
  fixedDeposit,
  fixedDepositByYear,
} from "@kosh/core/calculators/fixed-deposit";
import { homeLoan } from "@kosh/core/calculators/home-loan";
import {
  recurringDeposit,
  recurringDepositByYear,
} from "@kosh/core/calculators/recurring-deposit";
import { simpleInterest } from "@kosh/core/calculators/simple-interest";
import { sip, sipByYear } from "@kosh/core/calculators/sip";
import {
  fdFields,
  homeLoanFields,
  interestFields,
  rdFields,
  sipFields,
} from "@kosh/core/calculators/slider-config";
import { formatInr } from "@kosh/core/format/money";
import type { CalculatorDefinition } from "./calculator-definition.ts";

export const homeLoanCalculator = {
  type: "home-loan",
  title: "Home Loan EMI Calculator",
  intro:
    "Your monthly instalment by the reducing-balance method banks use, with the total interest over the loan.",
  apiPath: "/calculate/home-loan",
  fields: homeLoanFields,
  compute: homeLoan,
  results: [
    { key: "emi", label: "Monthly EMI" },
    { key: "totalAmount", label: "Total Amount" },
    { key: "totalInterest", label: "Total Interest" },
    { key: "principal", label: "Principal" },
  ],
} satisfies CalculatorDefinition<
  typeof homeLoanFields,
  ReturnType<typeof homeLoan>
>;

export const sipCalculator = {
  type: "sip",
  title: "SIP Calculator",
  intro:
    "What a monthly investment could grow to, each instalment invested at the start of its month.",
  apiPath: "/calculate/sip",
  fields: sipFields,
  compute: sip,
  results: [
    { key: "maturityAmount", label: "Maturity Amount" },
    { key: "totalInvestment", label: "Total Investment" },
    { key: "totalReturns", label: "Total Returns" },
  ],
  growth: (values, result) => ({
    investedLabel: "Total Investment",
    returnsLabel: "Total Returns",
    invested: result.totalInvestment,
    returns: result.totalReturns,
    years: sipByYear(values),
  }),
  history: {
    title: "SIP Calculation",
    toastTitle: "SIP Calculation Complete",
    toastMessage: (result) =>
      `Your SIP calculation shows a maturity amount of ${formatInr(result.maturityAmount)}`,
  },
} satisfies CalculatorDefinition<typeof sipFields, ReturnType<typeof sip>>;

export const fdCalculator = {
  type: "fd",
  title: "Fixed Deposit Calculator",
  intro:
    "What a fixed deposit pays at maturity, with interest compounded quarterly as Indian banks quote it.",
  apiPath: "/calculate/fd",
  fields: fdFields,
  compute: fixedDeposit,
  results: [
    { key: "maturityAmount", label: "Maturity Amount" },
    { key: "interestEarned", label: "Interest Earned" },
    { key: "principal", label: "Principal" },
  ],
  growth: (values, result) => ({
    investedLabel: "Principal",
    returnsLabel: "Interest Earned",
    invested: result.principal,
    returns: result.interestEarned,
    years: fixedDepositByYear(values),
  }),
  history: {
    title: "FD Calculation",
    toastTitle: "FD Calculation Complete",
    toastMessage: (result) =>
      `Your FD will mature to ${formatInr(result.maturityAmount)}`,
  },
} satisfies CalculatorDefinition<
  typeof fdFields,
  ReturnType<typeof fixedDeposit>
>;

export const rdCalculator = {
  type: "rd",
  title: "Recurring Deposit Calculator",
  intro:
    "What a monthly deposit adds up to, by the quarterly-compounding formula Indian banks use for RDs.",
  apiPath: "/calculate/rd",
  fields: rdFields,
  compute: recurringDeposit,
  results: [
    { key: "maturityAmount", label: "Maturity Amount" },
    { key: "totalDeposits", label: "Total Deposits" },
    { key: "interestEarned", label: "Interest Earned" },
  ],
  growth: (values, result) => ({
    investedLabel: "Total Deposits",
    returnsLabel: "Interest Earned",
    invested: result.totalDeposits,
    returns: result.interestEarned,
    years: recurringDepositByYear(values),
  }),
} satisfies CalculatorDefinition<
  typeof rdFields,
  ReturnType<typeof recurringDeposit>
>;

export const simpleInterestCalculator = {
  type: "simple-interest",
  title: "Simple Interest Calculator",
  intro: "Interest on the principal alone: principal × rate × time ÷ 100.",
  apiPath: "/calculate/simple-interest",
  fields: interestFields,
  compute: simpleInterest,
  results: [
    { key: "simpleInterest", label: "Simple Interest" },
    { key: "totalAmount", label: "Total Amount" },
    { key: "principal", label: "Principal" },
  ],
} satisfies CalculatorDefinition<
  typeof interestFields,
  ReturnType<typeof simpleInterest>
>;

export const compoundInterestCalculator = {
  type: "compound-interest",
  title: "Compound Interest Calculator",
  intro: "Interest earning interest, compounded once a year.",
  apiPath: "/calculate/compound-interest",
  fields: interestFields,
  compute: compoundInterest,
  results: [
    { key: "compoundInterest", label: "Compound Interest" },
    { key: "compoundAmount", label: "Compound Amount" },
    { key: "principal", label: "Principal" },
  ],
} satisfies CalculatorDefinition<
  typeof interestFields,
  ReturnType<typeof compoundInterest>
>;
