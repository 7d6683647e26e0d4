import { expect } from "vitest";
import { amortization } from "../calculators/amortization.ts";
import {
  COMPOUNDING_OPTIONS,
  compoundInterest,
  type Compounding,
} from "../calculators/compound-interest.ts";
import {
  FD_PAYOUTS,
  fixedDeposit,
  fixedDepositPayout,
  type FdPayout,
} from "../calculators/fixed-deposit.ts";
import { homeLoan } from "../calculators/home-loan.ts";
import { recurringDeposit } from "../calculators/recurring-deposit.ts";
import { inputsFromQuery } from "../calculators/share-query.ts";
import { simpleInterest } from "../calculators/simple-interest.ts";
import { sip } from "../calculators/sip.ts";
import { formatInr, roundRupees } from "../format/money.ts";
import { CALCULATOR_TYPES, type CalculatorType } from "./calculator-link.ts";
import { PAGE_FIELDS } from "../calculators/calculator-registry.ts";
import type {
  AssistantReply,
  ChatContext,
  ChatValues,
} from "./chat-context.ts";
import { calculatorEntry } from "../calculators/calculator-registry.ts";
import calculatorsEn from "../calculators/messages/en.ts";
import { goalSip } from "../calculators/goal-sip.ts";
import { kvp } from "../calculators/kvp.ts";
import { lumpsum } from "../calculators/lumpsum.ts";
import { nsc } from "../calculators/nsc.ts";
import { postOfficeMis } from "../calculators/post-office-mis.ts";
import { postOfficeTd } from "../calculators/post-office-td.ts";
import { ppf } from "../calculators/ppf.ts";
import { scss } from "../calculators/scss.ts";
import { stepUpSip } from "../calculators/step-up-sip.ts";
import { sukanyaSamriddhi } from "../calculators/sukanya-samriddhi.ts";
import { swp } from "../calculators/swp.ts";
import { todayIso } from "../format/date.ts";
import { formatMonths } from "../format/period.ts";
import { SCHEME_RATE_HISTORY } from "../schemes/scheme-rate-history.ts";
import {
  ratesInForce,
  schemeRateKeyOf,
  type TimeDepositYears,
} from "../schemes/scheme-rates.ts";
import {
  isRegistryTopic,
  registrySpec,
  type RegistryTopic,
} from "./registry-topics.ts";

type OwnCalculator = Exclude<CalculatorType, RegistryTopic>;

/** Every calculator's figures by the labels its page uses, straight from core's calculator functions. */
function pageFigures(
  calculator: OwnCalculator,
  inputs: Record<string, number>,
  frequency: "monthly" | "yearly" = "monthly",
  payout?: FdPayout,
  compounding?: Compounding,
): Record<string, number> {
  const { principal = 0, rate = 0, tenure = 0, time = 0 } = inputs;
  switch (calculator) {
    case "home-loan": {
      const r = homeLoan({ principal, rate, tenure });
      return {
        "Monthly EMI": r.emi,
        "Total Interest": r.totalInterest,
        "Total Amount": r.totalAmount,
        Principal: r.principal,
      };
    }
    case "home-loan-amortization": {
      const r = amortization({
        principal,
        rate,
        tenure,
        extraPaymentAmount: inputs.extraPaymentAmount ?? 0,
        extraPaymentFrequency: frequency,
      });
      return { "Interest Saved": r.interestSaved, "Monthly EMI": r.emi };
    }
    case "sip": {
      const r = sip({
        monthlyInvestment: inputs.monthlyInvestment ?? 0,
        expectedReturn: inputs.expectedReturn ?? 0,
        timePeriod: inputs.timePeriod ?? 0,
      });
      return {
        "Maturity Amount": r.maturityAmount,
        "Total Investment": r.totalInvestment,
        "Total Returns": r.totalReturns,
      };
    }
    case "fd": {
      if (payout) {
        const r = fixedDepositPayout({ principal, rate, tenure }, payout);
        return {
          [payout === "monthly" ? "Interest a Month" : "Interest a Quarter"]:
            r.interestPerPayout,
          "Total Interest": r.totalInterest,
          "Returned at Maturity": r.maturityAmount,
        };
      }
      const r = fixedDeposit({ principal, rate, tenure });
      return {
        "Maturity Amount": r.maturityAmount,
        "Interest Earned": r.interestEarned,
        Principal: r.principal,
      };
    }
    case "rd": {
      const r = recurringDeposit({
        monthlyDeposit: inputs.monthlyDeposit ?? 0,
        rate,
        tenure,
      });
      return {
        "Maturity Amount": r.maturityAmount,
        "Total Deposits": r.totalDeposits,
        "Interest Earned": r.interestEarned,
      };
    }
    case "simple-interest": {
      const r = simpleInterest({ principal, rate, time });
      return {
        "Simple Interest": r.simpleInterest,
        "Total Amount": r.totalAmount,
        Principal: r.principal,
      };
    }
    case "compound-interest": {
      const r = compoundInterest({
        principal,
        rate,
        time,
        frequency: compounding,
      });
      return {
        "Compound Interest": r.compoundInterest,
        "Compound Amount": r.compoundAmount,
        Principal: r.principal,
      };
    }
  }
}

/** The understood values under each page's own field names. */
function pageInputs(
  calculator: OwnCalculator,
  values: ChatValues,
): Record<string, number> {
  const { amount = 0, rate = 0, years = 0 } = values;
  switch (calculator) {
    case "sip":
      return {
        monthlyInvestment: amount,
        expectedReturn: rate,
        timePeriod: years,
      };
    case "rd":
      return { monthlyDeposit: amount, rate, tenure: years };
    case "simple-interest":
    case "compound-interest":
      return { principal: amount, rate, time: years };
    default:
      return {
        principal: amount,
        rate,
        tenure: years,
        extraPaymentAmount: values.extraAmount ?? 0,
      };
  }
}

const rupees = (text: string | undefined) =>
  Number((text ?? "").replace(/[₹,]/g, ""));

function cardFigure(reply: AssistantReply, label: string): number {
  const figure = reply.calculationResult?.figures.find((each) =>
    each.label.startsWith(label),
  );
  return rupees(figure?.value);
}

/** The page a link opens, with the figures it would show: same calculator, the link's own values. */
function expectLinkReproduces(
  calculator: OwnCalculator,
  href: string,
  figures: Record<string, number>,
  note: string | undefined,
) {
  const [path = "", query = ""] = href.split("?");
  expect(path).toBe(`/${calculator}`);
  const fromLink = inputsFromQuery(PAGE_FIELDS[calculator], query);
  if (fromLink.rejected.length > 0) {
    // The page cannot show this figure; the card must say so rather than disagree silently.
    expect(note).toContain("sliders");
    return;
  }
  const params = new URLSearchParams(query);
  const frequency =
    params.get("extraPaymentFrequency") === "yearly" ? "yearly" : "monthly";
  const payout = FD_PAYOUTS.find((each) => each === params.get("payout"));
  const compounding = COMPOUNDING_OPTIONS.find(
    (each) => each === params.get("frequency"),
  );
  expect(
    pageFigures(calculator, fromLink.values, frequency, payout, compounding),
  ).toEqual(figures);
}

const SINGLE: readonly string[] = CALCULATOR_TYPES;

/**
 * A reply's card figures equal core's calculator functions for the values the conversation says it
 * understood, the reply states those values, and the card's link opens a page showing the same.
 */
export function expectFiguresFromCalculators(
  context: ChatContext,
  reply: AssistantReply,
): void {
  const card = reply.calculationResult;
  const { topic } = context;
  if (!card || card.figures.length === 0 || !topic) return;
  const values = context.values ?? {};
  if (isRegistryTopic(topic)) {
    expectRegistryFigures(topic, values, reply);
    return;
  }
  if (SINGLE.includes(topic)) {
    const calculator = topic as OwnCalculator;
    const inputs = pageInputs(calculator, values);
    const figures = pageFigures(
      calculator,
      inputs,
      values.extraFrequency ?? "monthly",
      values.payout,
      values.compounding,
    );
    for (const [label, value] of Object.entries(figures))
      expect(card.figures).toContainEqual({ label, value: formatInr(value) });
    // What it understood, in the words of the reply.
    expect(reply.content).toContain(formatInr(values.amount ?? 0));
    expect(reply.content).toContain(`${values.rate}%`);
    expectLinkReproduces(
      calculator,
      card.links[0]?.href ?? "",
      figures,
      card.note,
    );
    return;
  }
  if (topic === "affordability") {
    const loan = cardFigure(reply, "Loan Amount");
    const rate = values.rate ?? 8.5;
    const years = values.years ?? 20;
    // Solving the EMI formula for the loan is checked by running it forwards.
    expect(homeLoan({ principal: loan, rate, tenure: years }).emi).toBe(
      roundRupees(values.amount ?? 0),
    );
    expect(reply.content).toContain(formatInr(values.amount ?? 0));
    expect(reply.content).toContain(`${rate}%`);
    expect(card.links[0]?.href).toBe(
      `/home-loan?principal=${loan}&rate=${rate}&tenure=${years}`,
    );
    return;
  }
  if (topic === "rd-vs-sip" || topic === "fd-vs-sip") {
    const years = values.years ?? 5;
    const sipReturn = values.sipReturn ?? 12;
    const monthly =
      topic === "rd-vs-sip"
        ? (values.amount ?? 5000)
        : cardFigure(reply, "SIP Monthly Investment");
    const deposit =
      topic === "rd-vs-sip"
        ? recurringDeposit({
            monthlyDeposit: monthly,
            rate: values.rdRate ?? 6.5,
            tenure: years,
          }).maturityAmount
        : fixedDeposit({
            principal: values.amount ?? 100_000,
            rate: values.fdRate ?? 6.5,
            tenure: years,
          }).maturityAmount;
    if (topic === "fd-vs-sip") {
      // The SIP spreads the FD's sum over the period's months, to the nearest rupee.
      const months = Math.round(years * 12);
      expect(
        Math.abs(monthly * months - (values.amount ?? 100_000)),
      ).toBeLessThanOrEqual(months / 2);
    }
    expect(cardFigure(reply, topic === "rd-vs-sip" ? "RD" : "FD")).toBe(
      deposit,
    );
    expect(cardFigure(reply, "SIP Maturity")).toBe(
      sip({
        monthlyInvestment: monthly,
        expectedReturn: sipReturn,
        timePeriod: years,
      }).maturityAmount,
    );
    return;
  }
  throw new Error(`No figure check for the topic ${topic}`);
}

/** Core's formula of each registry calculator, called straight (not through the chat's table). */
const FORMULAS: Record<
  RegistryTopic,
  (inputs: Record<string, number | boolean | string>) => object
> = {
  ppf: (i) => ppf(i as unknown as Parameters<typeof ppf>[0]),
  "sukanya-samriddhi": (i) =>
    sukanyaSamriddhi(i as unknown as Parameters<typeof sukanyaSamriddhi>[0]),
  nsc: (i) => nsc(i as unknown as Parameters<typeof nsc>[0]),
  kvp: (i) => kvp(i as unknown as Parameters<typeof kvp>[0]),
  scss: (i) => scss(i as unknown as Parameters<typeof scss>[0]),
  "post-office-mis": (i) =>
    postOfficeMis(i as unknown as Parameters<typeof postOfficeMis>[0]),
  "post-office-td": (i) =>
    postOfficeTd(i as unknown as Parameters<typeof postOfficeTd>[0]),
  "step-up-sip": (i) =>
    stepUpSip(i as unknown as Parameters<typeof stepUpSip>[0]),
  swp: (i) => swp(i as unknown as Parameters<typeof swp>[0]),
  lumpsum: (i) => lumpsum(i as unknown as Parameters<typeof lumpsum>[0]),
  "goal-sip": (i) => goalSip(i as unknown as Parameters<typeof goalSip>[0]),
};

/**
 * A registry calculator's card: its link carries the figures the conversation understood (a
 * scheme's rate in force today when none was given), and every card figure is core's formula on
 * the link's inputs, labelled as the page labels it.
 */
function expectRegistryFigures(
  topic: RegistryTopic,
  values: ChatValues,
  reply: AssistantReply,
): void {
  const card = reply.calculationResult;
  const [path = "", query = ""] = (card?.links[0]?.href ?? "").split("?");
  expect(path).toBe(`/${topic}`);
  const params = new URLSearchParams(query);
  const inputs: Record<string, number | boolean | string> = {};
  for (const [key, value] of params)
    inputs[key] =
      value === "true"
        ? true
        : value === "false"
          ? false
          : Number.isNaN(Number(value))
            ? value
            : Number(value);
  const spec = registrySpec(topic);
  for (const [slot, key] of Object.entries(spec.fields)) {
    const understood = values[slot as keyof ChatValues];
    if (understood !== undefined) expect(inputs[key]).toBe(understood);
  }
  const rateKey = spec.fields.rate ?? "rate";
  if (values.rate === undefined && spec.schemeRate) {
    const inForce = ratesInForce(
      SCHEME_RATE_HISTORY,
      todayIso(new Date(), "Asia/Kolkata"),
    );
    const years = Number(inputs[spec.fields.years ?? "years"] ?? 5);
    expect(inputs[rateKey]).toBe(
      inForce?.quarter.rates[
        schemeRateKeyOf(
          topic as Parameters<typeof schemeRateKeyOf>[0],
          years as TimeDepositYears,
        )
      ],
    );
  }
  const result = FORMULAS[topic](inputs) as Record<string, number>;
  const api = calculatorEntry(topic).api;
  const months = new Set<string>(api?.months ?? []);
  const expected = (api?.results ?? [])
    .filter((key) => !(api?.lists ?? []).includes(key))
    .map((key) => ({
      label: (calculatorsEn as Record<string, string>)[
        `${topic}.result.${key}`
      ],
      value: months.has(key)
        ? formatMonths(result[key] ?? 0)
        : formatInr(result[key] ?? 0),
    }));
  expect(card?.figures).toEqual(expected);
  expect(reply.content).toContain(
    formatInr(Number(inputs[spec.fields.amount ?? ""])),
  );
  expect(reply.content).toContain(`${Number(inputs[rateKey])}%`);
}
