import { recurringDeposit } from "../calculators/recurring-deposit.ts";
import { sip } from "../calculators/sip.ts";
import { formatInr } from "../format/money.ts";
import { formatRate, formatYears } from "./assistant-texts.ts";
import { calculatorLink } from "./calculator-link.ts";
import type { AssistantReply, ChatValues } from "./chat-context.ts";

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
} as const;

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
  const sipReturnLabel =
    values.sipReturn === undefined
      ? `an assumed ${formatRate(sipReturn)} a year`
      : `your assumed ${formatRate(sipReturn)} a year`;
  const examples = [
    values.amount === undefined || values.years === undefined
      ? `${formatInr(amount)} a month for ${formatYears(years)} is an example`
      : null,
    values.rdRate === undefined
      ? `banks set their own RD rates, so check yours`
      : null,
    values.sipReturn === undefined
      ? `${formatRate(sipReturn)} is an assumption, not a forecast`
      : null,
  ].filter(Boolean);
  const gap = sipResult.maturityAmount - rd.maturityAmount;

  const content = [
    `${formatInr(amount)} a month for ${formatYears(years)}, both ways (${formatInr(rd.totalDeposits)} paid in):`,
    `• RD at ${rdRateLabel}: ${formatInr(rd.maturityAmount)}, guaranteed by the bank when you open it.`,
    `• SIP at ${sipReturnLabel}: ${formatInr(sipResult.maturityAmount)}, not guaranteed.`,
    `The SIP figure is ${gap >= 0 ? `${formatInr(gap)} higher` : `${formatInr(-gap)} lower`} only if that return is achieved. An RD's rate is fixed for its term and bank deposits are insured by the DICGC up to ₹5 lakh per depositor per bank. A SIP in an equity fund is market-linked: over long periods it has the chance to earn more, but its value can fall, even below what you paid in. Money you need within a few years usually belongs where it is certain.`,
    examples.length > 0
      ? `Note: ${examples.join("; ")}. Tell me your own figures, for example 'RD at 7% vs SIP at 10% for 10000 over 7 years'.`
      : null,
  ]
    .filter(Boolean)
    .join("\n");

  return {
    content,
    calculationResult: {
      title: `RD vs SIP: ${formatInr(amount)} a month for ${formatYears(years)}`,
      figures: [
        {
          label: `RD Maturity Amount (${formatRate(rdRate)})`,
          value: formatInr(rd.maturityAmount),
        },
        {
          label: `SIP Maturity Amount (${formatRate(sipReturn)} assumed)`,
          value: formatInr(sipResult.maturityAmount),
        },
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
