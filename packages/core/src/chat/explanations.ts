import calculatorWords from "../calculators/messages/en.ts";
import type { CalculatorType } from "./calculator-link.ts";
import type { AssistantReply } from "./chat-context.ts";
import type { Subject, UNSUPPORTED_PRODUCTS } from "./intent.ts";

/** 'SIP calculator': how a card names a page. */
function pageName(calculator: CalculatorType): string {
  return calculatorWords[`${calculator}.chatName`];
}

/** A reply whose card only points to calculator pages (no figures of its own). */
function pointingTo(
  content: string,
  title: string,
  calculators: CalculatorType[],
): AssistantReply {
  const [first] = calculators;
  return {
    content,
    ...(first ? { calculatorType: first } : {}),
    calculationResult: {
      title,
      figures: [],
      links: calculators.map((calculator) => ({
        label: `Open the ${pageName(calculator)}`,
        href: `/${calculator}`,
      })),
    },
  };
}

const EXPLANATIONS: Record<
  Subject,
  { title: string; text: string; calculator: CalculatorType; example: string }
> = {
  sip: {
    title: "SIP in short",
    text: "A SIP (systematic investment plan) puts a fixed amount into a mutual fund every month. Each instalment buys units at that month's price, so you invest steadily without timing the market. Returns are market-linked: not guaranteed, and the value can fall.",
    calculator: "sip",
    example: "SIP of 5000 at 12% for 10 years",
  },
  fd: {
    title: "FD in short",
    text: "A fixed deposit (FD) locks a lump sum with a bank for a set period, from 7 days to 10 years, at a rate fixed when you open it. Indian banks compound FD interest every quarter. Bank deposits are insured by the DICGC up to ₹5 lakh per depositor per bank; breaking an FD early usually costs a penalty.",
    calculator: "fd",
    example: "FD of 1 lakh at 7% for 444 days",
  },
  rd: {
    title: "RD in short",
    text: "A recurring deposit (RD) is a bank deposit you pay into every month, for 6 months to 10 years, at a rate fixed when you open it. Interest is compounded every quarter, and the whole sum is paid out at maturity.",
    calculator: "rd",
    example: "RD of 5000 at 6.5% for 3 years",
  },
  emi: {
    title: "EMI in short",
    text: "An EMI (equated monthly instalment) is the fixed amount you pay a lender every month until a loan is repaid. Early EMIs are mostly interest, later ones mostly principal. It depends on the loan, the rate and the tenure: a longer tenure lowers the EMI but raises the total interest.",
    calculator: "home-loan",
    example: "EMI for 30 lakh at 8.5% for 20 years",
  },
  prepayment: {
    title: "Prepayment in short",
    text: "A prepayment (part payment) is money paid towards a loan on top of the EMI. It goes straight to the principal, so the interest on it stops at once; keeping the EMI the same then shortens the loan. Floating-rate home loans to individuals carry no prepayment charge in India; check your lender's terms for fixed-rate loans.",
    calculator: "home-loan-amortization",
    example: "home loan 50 lakh at 8% for 20 years, extra 10000 monthly",
  },
  compounding: {
    title: "Compounding in short",
    text: "Compounding is interest earning interest: each period's interest is added to the balance, and the next period's interest is worked out on the larger sum. The longer the money stays and the more often interest is added, the faster it grows. Banks compound FDs quarterly; the compound interest calculator compounds once a year.",
    calculator: "compound-interest",
    example: "compound interest on 1 lakh at 10% for 5 years",
  },
  "simple-interest": {
    title: "Simple interest in short",
    text: "Simple interest is worked out on the principal alone: principal × rate × time ÷ 100. Unlike compound interest, interest already earned earns nothing more.",
    calculator: "simple-interest",
    example: "simple interest on 1 lakh at 8% for 3 years",
  },
};

/** 'What is SIP?': a few lines, the calculator that works it out, and a phrasing to try. */
export function explanationReply(subject: Subject): AssistantReply {
  const { title, text, calculator, example } = EXPLANATIONS[subject];
  return pointingTo(
    `${text} To work one out, ask for example '${example}'.`,
    title,
    [calculator],
  );
}

type Unsupported = (typeof UNSUPPORTED_PRODUCTS)[number];

/** PPF, NPS, gold…: says plainly there is no calculator for it, and names the nearest one. */
export function unsupportedReply(product: Unsupported): AssistantReply {
  return pointingTo(
    `Kosh has no calculator for ${product.name}, so I won't guess its figures. The nearest here is the ${pageName(product.nearest)}: give it the rate you expect and it shows how a sum grows, but it does not know ${product.name}'s own rules (deposit limits, lock-in, tax, or a rate the government or market changes).`,
    `No ${product.name} calculator`,
    [product.nearest],
  );
}

/** 'FD or RD?': they answer different needs, so the difference rather than two unrelated figures. */
export function fdVsRdReply(): AssistantReply {
  return pointingTo(
    "An FD and an RD are both bank deposits with a fixed rate, compounded every quarter and insured by the DICGC up to ₹5 lakh per depositor per bank. The difference is how you pay in: an FD takes a lump sum you already have, an RD a fixed amount every month. With the money in hand, an FD earns more because all of it earns interest from the first day; if you are saving from income, an RD is the way. Give me figures, for example 'FD of 1 lakh at 7% for 2 years' or 'RD of 5000 at 7% for 2 years'.",
    "FD or RD",
    ["fd", "rd"],
  );
}
