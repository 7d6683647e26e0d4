import { fixedDeposit } from "../calculators/fixed-deposit.ts";
import { recurringDeposit } from "../calculators/recurring-deposit.ts";
import { sip } from "../calculators/sip.ts";
import { formatInr } from "../format/money.ts";
import { formatPeriod, formatRate, formatYears } from "./assistant-texts.ts";
import { calculatorLink } from "./calculator-link.ts";
import type { AssistantReply, ChatValues, Comparison } from "./chat-context.ts";

/**
 * Used only when the person names none: the RD and SIP calculators' own defaults
 * (docs/product.md#sliders). They are examples, never quotes, and every reply that uses one says
 * so.
 */
export const COMPARISON_EXAMPLES = {
  amount: 5000,
  years: 5,
  rdRate: 6.5,
  sipReturn: 12,
  /** The FD calculator's defaults, for an FD vs SIP comparison. */
  fdAmount: 100_000,
  fdRate: 6.5,
} as const;

/** The one-line difference in risk every comparison states. */
const RISK_NOTE =
  "A bank deposit's rate is fixed for its term and the DICGC insures deposits up to ₹5 lakh per depositor per bank; a SIP in an equity fund is market-linked: over long periods it may earn more, but its value can fall, even below what you paid in.";

/** 'Note: … is an example. Tell me your own figures…', when any figure was an example. */
function examplesNote(examples: (string | null)[], sample: string) {
  const said = examples.filter(Boolean);
  return said.length > 0
    ? `Note: ${said.join("; ")}. Tell me your own figures, for example '${sample}'.`
    : null;
}

/** The two maturity figures a comparison card leads with. */
function maturityFigures(
  first: { product: string; rate: number; maturity: number },
  sipReturn: number,
  sipMaturity: number,
) {
  return [
    {
      label: `${first.product} Maturity Amount (${formatRate(first.rate)})`,
      value: formatInr(first.maturity),
    },
    {
      label: `SIP Maturity Amount (${formatRate(sipReturn)} assumed)`,
      value: formatInr(sipMaturity),
    },
  ];
}

/** The example an assumed SIP return is, said once in every comparison that uses it. */
function sipReturnWords(values: ChatValues, sipReturn: number) {
  return {
    label:
      values.sipReturn === undefined
        ? `an assumed ${formatRate(sipReturn)} a year`
        : `your assumed ${formatRate(sipReturn)} a year`,
    example:
      values.sipReturn === undefined
        ? `${formatRate(sipReturn)} is an assumption, not a forecast`
        : null,
  };
}

/** RD and SIP for the same monthly amount and period, with the difference in risk explained. */
export function rdVsSipReply(values: ChatValues): AssistantReply {
  const amount = values.amount ?? COMPARISON_EXAMPLES.amount;
  const years = values.years ?? COMPARISON_EXAMPLES.years;
  const rdRate = values.rdRate ?? COMPARISON_EXAMPLES.rdRate;
  const sipReturn = values.sipReturn ?? COMPARISON_EXAMPLES.sipReturn;
  const rd = recurringDeposit({
    monthlyDeposit: amount,
    rate: rdRate,
    tenure: years,
  });
  const sipResult = sip({
    monthlyInvestment: amount,
    expectedReturn: sipReturn,
    timePeriod: years,
  });

  const rdRateLabel =
    values.rdRate === undefined
      ? `${formatRate(rdRate)}, an example rate`
      : `your ${formatRate(rdRate)}`;
  const sipWords = sipReturnWords(values, sipReturn);
  const sipReturnLabel = sipWords.label;
  const examples = [
    values.amount === undefined || values.years === undefined
      ? `${formatInr(amount)} a month for ${formatYears(years)} is an example`
      : null,
    values.rdRate === undefined
      ? `banks set their own RD rates, so check yours`
      : null,
    sipWords.example,
  ];
  const gap = sipResult.maturityAmount - rd.maturityAmount;

  const content = [
    `${formatInr(amount)} a month for ${formatYears(years)}, both ways (${formatInr(rd.totalDeposits)} paid in):`,
    `• RD at ${rdRateLabel}: ${formatInr(rd.maturityAmount)}, guaranteed by the bank when you open it.`,
    `• SIP at ${sipReturnLabel}: ${formatInr(sipResult.maturityAmount)}, not guaranteed.`,
    `The SIP figure is ${gap >= 0 ? `${formatInr(gap)} higher` : `${formatInr(-gap)} lower`} only if that return is achieved. An RD's rate is fixed for its term and bank deposits are insured by the DICGC up to ₹5 lakh per depositor per bank. A SIP in an equity fund is market-linked: over long periods it has the chance to earn more, but its value can fall, even below what you paid in. Money you need within a few years usually belongs where it is certain.`,
    examplesNote(examples, "RD at 7% vs SIP at 10% for 10000 over 7 years"),
  ]
    .filter(Boolean)
    .join("\n");

  return {
    content,
    calculationResult: {
      title: `RD vs SIP: ${formatInr(amount)} a month for ${formatYears(years)}`,
      figures: [
        ...maturityFigures(
          { product: "RD", rate: rdRate, maturity: rd.maturityAmount },
          sipReturn,
          sipResult.maturityAmount,
        ),
        { label: "Total Deposits", value: formatInr(rd.totalDeposits) },
      ],
      links: [
        {
          label: "Open in the RD calculator",
          href: calculatorLink("rd", {
            monthlyDeposit: amount,
            rate: rdRate,
            tenure: years,
          }),
        },
        {
          label: "Open in the SIP calculator",
          href: calculatorLink("sip", {
            monthlyInvestment: amount,
            expectedReturn: sipReturn,
            timePeriod: years,
          }),
        },
      ],
      note: "RD: guaranteed rate. SIP: market-linked, the return is an assumption.",
    },
  };
}

/**
 * An FD and a SIP for the same money over the same period: the FD takes it all at the start,
 * the SIP in equal monthly instalments (the nearest rupee), so both put in about the same.
 */
export function fdVsSipReply(values: ChatValues): AssistantReply {
  const amount = values.amount ?? COMPARISON_EXAMPLES.fdAmount;
  const years = values.years ?? COMPARISON_EXAMPLES.years;
  const fdRate = values.fdRate ?? COMPARISON_EXAMPLES.fdRate;
  const sipReturn = values.sipReturn ?? COMPARISON_EXAMPLES.sipReturn;
  const period = formatPeriod({ years, term: values.term });
  const monthly = Math.max(1, Math.round(amount / Math.round(years * 12)));
  const fd = fixedDeposit({ principal: amount, rate: fdRate, tenure: years });
  const sipResult = sip({
    monthlyInvestment: monthly,
    expectedReturn: sipReturn,
    timePeriod: years,
  });
  const sipWords = sipReturnWords(values, sipReturn);
  const examples = [
    values.amount === undefined || values.years === undefined
      ? `${formatInr(amount)} for ${period} is an example`
      : null,
    values.fdRate === undefined
      ? `${formatRate(fdRate)} is an example FD rate; banks set their own`
      : null,
    sipWords.example,
  ];
  const content = [
    `${formatInr(amount)} over ${period}, two ways:`,
    `• FD at ${formatRate(fdRate)}, all of it deposited at the start: ${formatInr(fd.maturityAmount)} at maturity, fixed when you open it.`,
    `• SIP of ${formatInr(monthly)} a month (${formatInr(sipResult.totalInvestment)} in all) at ${sipWords.label}: ${formatInr(sipResult.maturityAmount)}, not guaranteed.`,
    `Risk: ${RISK_NOTE}`,
    examplesNote(examples, "FD vs SIP for 2 lakh over 5 years at 7 and 12"),
  ]
    .filter(Boolean)
    .join("\n");
  return {
    content,
    calculationResult: {
      title: `FD vs SIP: ${formatInr(amount)} over ${period}`,
      figures: [
        ...maturityFigures(
          { product: "FD", rate: fdRate, maturity: fd.maturityAmount },
          sipReturn,
          sipResult.maturityAmount,
        ),
        { label: "SIP Monthly Investment", value: formatInr(monthly) },
      ],
      links: [
        {
          label: "Open in the FD calculator",
          href: calculatorLink(
            "fd",
            { principal: amount, rate: fdRate, tenure: years },
            values.term,
          ),
        },
        {
          label: "Open in the SIP calculator",
          href: calculatorLink("sip", {
            monthlyInvestment: monthly,
            expectedReturn: sipReturn,
            timePeriod: years,
          }),
        },
      ],
      note: "FD: guaranteed rate. SIP: market-linked, the return is an assumption.",
    },
  };
}

/** The reply for a comparison topic once its figures are gathered. */
export function comparisonReply(
  topic: Comparison,
  values: ChatValues,
): AssistantReply {
  return topic === "rd-vs-sip" ? rdVsSipReply(values) : fdVsSipReply(values);
}
