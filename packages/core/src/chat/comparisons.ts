import { fixedDeposit } from "../calculators/fixed-deposit.ts";
import { recurringDeposit } from "../calculators/recurring-deposit.ts";
import { sip } from "../calculators/sip.ts";
import { formatInr } from "../format/money.ts";
import {
  formatPeriod,
  formatRate,
  formatYears,
  say,
  type ChatLanguage,
} from "./assistant-texts.ts";
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

/** 'Note: … is an example. Tell me your own figures…', when any figure was an example. */
function examplesNote(
  language: ChatLanguage,
  examples: (string | null)[],
  sample: string,
) {
  const said = examples.filter(Boolean);
  return said.length > 0
    ? say(language, "compare.note", {
        examples: said.join(language.words["compare.noteSeparator"]),
        sample,
      })
    : null;
}

/** The two maturity figures a comparison card leads with. */
function maturityFigures(
  language: ChatLanguage,
  first: { product: string; rate: number; maturity: number },
  sipReturn: number,
  sipMaturity: number,
) {
  return [
    {
      label: say(language, "compare.maturity", {
        product: first.product,
        rate: formatRate(first.rate),
      }),
      value: formatInr(first.maturity),
    },
    {
      label: say(language, "compare.sipMaturity", {
        rate: formatRate(sipReturn),
      }),
      value: formatInr(sipMaturity),
    },
  ];
}

/** The example an assumed SIP return is, said once in every comparison that uses it. */
function sipReturnWords(
  language: ChatLanguage,
  values: ChatValues,
  sipReturn: number,
) {
  const rate = formatRate(sipReturn);
  return {
    label: say(
      language,
      values.sipReturn === undefined
        ? "compare.sipReturn.assumed"
        : "compare.sipReturn.yours",
      { rate },
    ),
    example:
      values.sipReturn === undefined
        ? say(language, "compare.sipReturn.example", { rate })
        : null,
  };
}

/** RD and SIP for the same monthly amount and period, with the difference in risk explained. */
export function rdVsSipReply(
  values: ChatValues,
  language: ChatLanguage,
): AssistantReply {
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

  const period = formatYears(years, language.locale);
  const rdRateLabel = say(
    language,
    values.rdRate === undefined
      ? "compare.rdRate.example"
      : "compare.rdRate.yours",
    { rate: formatRate(rdRate) },
  );
  const sipWords = sipReturnWords(language, values, sipReturn);
  const examples = [
    values.amount === undefined || values.years === undefined
      ? say(language, "compare.rdVsSip.periodExample", {
          amount: formatInr(amount),
          period,
        })
      : null,
    values.rdRate === undefined
      ? say(language, "compare.rdVsSip.rateExample")
      : null,
    sipWords.example,
  ];
  const gap = sipResult.maturityAmount - rd.maturityAmount;

  const content = [
    say(language, "compare.rdVsSip.lead", {
      amount: formatInr(amount),
      period,
      paidIn: formatInr(rd.totalDeposits),
    }),
    say(language, "compare.rdVsSip.rd", {
      rate: rdRateLabel,
      maturity: formatInr(rd.maturityAmount),
    }),
    say(language, "compare.rdVsSip.sip", {
      rate: sipWords.label,
      maturity: formatInr(sipResult.maturityAmount),
    }),
    say(language, "compare.rdVsSip.risk", {
      difference: say(language, gap >= 0 ? "compare.higher" : "compare.lower", {
        gap: formatInr(Math.abs(gap)),
      }),
    }),
    examplesNote(language, examples, language.words["compare.rdVsSip.sample"]),
  ]
    .filter(Boolean)
    .join("\n");

  return {
    content,
    calculationResult: {
      title: say(language, "compare.rdVsSip.title", {
        amount: formatInr(amount),
        period,
      }),
      figures: [
        ...maturityFigures(
          language,
          {
            product: say(language, "product.rd"),
            rate: rdRate,
            maturity: rd.maturityAmount,
          },
          sipReturn,
          sipResult.maturityAmount,
        ),
        {
          label: say(language, "figure.totalDeposits"),
          value: formatInr(rd.totalDeposits),
        },
      ],
      links: [
        {
          label: say(language, "rd.link"),
          href: calculatorLink("rd", {
            monthlyDeposit: amount,
            rate: rdRate,
            tenure: years,
          }),
        },
        {
          label: say(language, "sip.link"),
          href: calculatorLink("sip", {
            monthlyInvestment: amount,
            expectedReturn: sipReturn,
            timePeriod: years,
          }),
        },
      ],
      note: say(language, "compare.rdVsSip.cardNote"),
    },
  };
}

/**
 * An FD and a SIP for the same money over the same period: the FD takes it all at the start,
 * the SIP in equal monthly instalments (the nearest rupee), so both put in about the same.
 */
export function fdVsSipReply(
  values: ChatValues,
  language: ChatLanguage,
): AssistantReply {
  const amount = values.amount ?? COMPARISON_EXAMPLES.fdAmount;
  const years = values.years ?? COMPARISON_EXAMPLES.years;
  const fdRate = values.fdRate ?? COMPARISON_EXAMPLES.fdRate;
  const sipReturn = values.sipReturn ?? COMPARISON_EXAMPLES.sipReturn;
  const period = formatPeriod({ years, term: values.term }, language.locale);
  const monthly = Math.max(1, Math.round(amount / Math.round(years * 12)));
  const fd = fixedDeposit({ principal: amount, rate: fdRate, tenure: years });
  const sipResult = sip({
    monthlyInvestment: monthly,
    expectedReturn: sipReturn,
    timePeriod: years,
  });
  const sipWords = sipReturnWords(language, values, sipReturn);
  const examples = [
    values.amount === undefined || values.years === undefined
      ? say(language, "compare.fdVsSip.periodExample", {
          amount: formatInr(amount),
          period,
        })
      : null,
    values.fdRate === undefined
      ? say(language, "compare.fdVsSip.rateExample", {
          rate: formatRate(fdRate),
        })
      : null,
    sipWords.example,
  ];
  const content = [
    say(language, "compare.fdVsSip.lead", {
      amount: formatInr(amount),
      period,
    }),
    say(language, "compare.fdVsSip.fd", {
      rate: formatRate(fdRate),
      maturity: formatInr(fd.maturityAmount),
    }),
    say(language, "compare.fdVsSip.sip", {
      monthly: formatInr(monthly),
      total: formatInr(sipResult.totalInvestment),
      rate: sipWords.label,
      maturity: formatInr(sipResult.maturityAmount),
    }),
    say(language, "compare.fdVsSip.risk", {
      note: say(language, "compare.riskNote"),
    }),
    examplesNote(language, examples, language.words["compare.fdVsSip.sample"]),
  ]
    .filter(Boolean)
    .join("\n");
  return {
    content,
    calculationResult: {
      title: say(language, "compare.fdVsSip.title", {
        amount: formatInr(amount),
        period,
      }),
      figures: [
        ...maturityFigures(
          language,
          {
            product: say(language, "product.fd"),
            rate: fdRate,
            maturity: fd.maturityAmount,
          },
          sipReturn,
          sipResult.maturityAmount,
        ),
        {
          label: say(language, "compare.sipMonthly"),
          value: formatInr(monthly),
        },
      ],
      links: [
        {
          label: say(language, "fd.link"),
          href: calculatorLink(
            "fd",
            { principal: amount, rate: fdRate, tenure: years },
            values.term,
          ),
        },
        {
          label: say(language, "sip.link"),
          href: calculatorLink("sip", {
            monthlyInvestment: monthly,
            expectedReturn: sipReturn,
            timePeriod: years,
          }),
        },
      ],
      note: say(language, "compare.fdVsSip.cardNote"),
    },
  };
}

/** The reply for a comparison topic once its figures are gathered. */
export function comparisonReply(
  topic: Comparison,
  values: ChatValues,
  language: ChatLanguage,
): AssistantReply {
  return topic === "rd-vs-sip"
    ? rdVsSipReply(values, language)
    : fdVsSipReply(values, language);
}
