import type { Compounding } from "../calculators/compound-interest.ts";
import type { FdPayout } from "../calculators/fixed-deposit.ts";
import {
  ANY_SCHEME,
  registryTopicIn,
  type RegistryTopic,
} from "./registry-topics.ts";

/**
 * What a chat message asks for, found by keywords (the recognised intents of
 * docs/product.md#chat-assistant).
 */
export type Intent =
  | "extra-payment"
  | "home-loan"
  | "sip"
  | "fd"
  | "rd"
  | "simple-interest"
  | "compound-interest"
  | RegistryTopic
  | "schemes"
  | "rd-vs-sip"
  | "fd-vs-sip"
  | "fd-vs-rd"
  | "affordability"
  | "explain"
  | "unsupported"
  | "fd-rates"
  | "fd-tax"
  | "greeting"
  | "thanks"
  | "help";

const MENTIONS = {
  extraPayment:
    /\b(?:pre-?pay(?:ment|ing)?s?|part[- ]?pay(?:ment|ing)?s?|extra|additional payments?|lump ?sum|amorti[sz]ation|pay(?:ing)? (?:off )?early|foreclos\w*)\b/,
  homeLoan: /\b(?:emis?|home ?loans?|housing loans?|loans?|mortgages?)\b/,
  sip: /\b(?:sips?|systematic investment|mutual funds?)\b/,
  fd: /\b(?:fds?|f\.d\.?|fixed deposits?|term deposits?)(?![a-z])/,
  rd: /\b(?:rds?|r\.d\.?|recurring deposits?)(?![a-z])/,
  simpleInterest: /\b(?:simple interest|si)\b/,
  compoundInterest:
    /\b(?:compound(?:ed|ing)? interest|ci|compound(?:ing|ed)?)\b/,
  comparison:
    /\b(?:vs\.?|versus|compare|comparison|compared|or|better|difference|which (?:one|is))\b/,
  affordability:
    /\b(?:salary|salaried|income|earn(?:ing)?s?|take[- ]?home|ctc|afford(?:able)?|eligib(?:le|ility)|how much (?:home )?loan|loan can i (?:get|take))\b/,
  question:
    /\b(?:what is|what's|whats|what are|what does|explain|meaning|means|define|definition|tell me about|how does|how do)\b/,
  bankRates:
    /\b(?:best|highest|top|latest|current|today'?s?|which bank|banks?)\b|\brates\b/,
  greeting:
    /^(?:hi+|hello|hey|hiya|namaste|namaskar|good (?:morning|afternoon|evening)|greetings)\b/,
  thanks: /\b(?:thanks?|thank you|thx|ty|dhanyavaa?d|shukriya|cheers)\b/,
  help: /\b(?:help|what can you do|how (?:do|does) (?:this|it|you) work|options|menu)\b/,
  tds: /\btds\b/,
  // 'tax saver FD' is an FD (a five-year deposit under 80C), not a question about tax.
  tax: /\b(?:income ?)?tax(?:es|ed|able)?\b(?![- ]?sav)/,
  interest: /\b(?:interest|deposits?)\b/,
  otherIncome:
    /\b(?:salary|salaries|rent|rental|property|gst|commission|professional|dividends?)\b/,
} satisfies Record<string, RegExp>;

/** Products people ask about that Kosh has no calculator for, each with the nearest one it has. */
export const UNSUPPORTED_PRODUCTS = [
  {
    pattern: /\b(?:nps|national pension)\b/,
    name: "NPS",
    nearest: "sip",
  },
  {
    pattern: /\b(?:epf|pf|provident fund|vpf)\b/,
    name: "EPF",
    nearest: "compound-interest",
  },
  {
    pattern: /\b(?:gold|sgb|sovereign gold bonds?|silver)\b/,
    name: "gold",
    nearest: "compound-interest",
  },
  {
    pattern: /\b(?:stocks?|shares?|equity|crypto\w*|bitcoin)\b/,
    name: "shares and crypto",
    nearest: "compound-interest",
  },
  {
    pattern: /\b(?:lic|insurance|ulip|endowment)\b/,
    name: "insurance plans",
    nearest: "compound-interest",
  },
  {
    pattern: /\b(?:tax|income tax|gst|tds)\b/,
    name: "tax",
    nearest: "fd",
  },
] as const;

/** The unsupported product a message names, if any. */
export function unsupportedProduct(message: string) {
  const text = message.toLowerCase();
  return UNSUPPORTED_PRODUCTS.find((product) => product.pattern.test(text));
}

/** The subjects the assistant explains in a few lines. */
export type Subject =
  | "sip"
  | "fd"
  | "rd"
  | "emi"
  | "prepayment"
  | "compounding"
  | "simple-interest";

/** What 'what is …' asks about, when it names something the assistant explains. */
export function explanationSubject(message: string): Subject | undefined {
  const text = message.toLowerCase();
  if (MENTIONS.extraPayment.test(text)) return "prepayment";
  if (MENTIONS.simpleInterest.test(text)) return "simple-interest";
  if (MENTIONS.compoundInterest.test(text)) return "compounding";
  if (MENTIONS.sip.test(text)) return "sip";
  if (MENTIONS.fd.test(text)) return "fd";
  if (MENTIONS.rd.test(text)) return "rd";
  if (MENTIONS.homeLoan.test(text)) return "emi";
  return undefined;
}

/** The one thing a message asks for; calculations win over small talk ('hi, SIP of 5000' is a SIP). */
export function detectIntent(message: string): Intent | null {
  const text = message.toLowerCase().trim();
  const sip = MENTIONS.sip.test(text);
  const rd = MENTIONS.rd.test(text);
  const fd = MENTIONS.fd.test(text);
  const hasFigure = /\d/.test(text);
  const comparing = MENTIONS.comparison.test(text);
  // 'TDS on FD', 'tax on fd interest': a short answer about tax, not an FD to work out. TDS on
  // a salary, rent or a property sale is another tax, which Kosh has no answer for.
  if (
    !MENTIONS.otherIncome.test(text) &&
    (MENTIONS.tds.test(text) ||
      (MENTIONS.tax.test(text) && (fd || MENTIONS.interest.test(text))))
  )
    return "fd-tax";
  // 'PPF vs FD': the honest answer is that one side has no calculator here.
  if (comparing && unsupportedProduct(text)) return "unsupported";
  if (sip && rd && comparing) return "rd-vs-sip";
  if (fd && sip && comparing) return "fd-vs-sip";
  if (fd && rd && comparing) return "fd-vs-rd";
  if (
    fd &&
    MENTIONS.bankRates.test(text) &&
    !/\d\s*(?:%|percent|per\s?cent)/.test(text)
  )
    return "fd-rates";
  if (!hasFigure && MENTIONS.question.test(text) && explanationSubject(text))
    return "explain";
  if (
    MENTIONS.affordability.test(text) &&
    (MENTIONS.homeLoan.test(text) || /\bafford/.test(text))
  )
    return "affordability";
  // PPF, an SCSS, a goal SIP…: the registry's calculators, before the words they share with the
  // others ('step up SIP' is no plain SIP, 'post office FD' is the post office's time deposit). A
  // lump sum paid into a loan is an extra payment.
  const registry = registryTopicIn(text);
  const notRegistry =
    (registry === "lumpsum" &&
      (MENTIONS.homeLoan.test(text) ||
        /\b(?:pre-?pay|part[- ]?pay)/.test(text))) ||
    // A step-up EMI is a loan's.
    (registry === "step-up-sip" && MENTIONS.homeLoan.test(text)) ||
    // 'how much SIP on a 1 lakh salary' asks what to invest, not for a goal.
    (registry === "goal-sip" && MENTIONS.otherIncome.test(text)) ||
    (registry === "goal-sip" && /\b(?:income|take[- ]?home|ctc)\b/.test(text));
  if (registry && !notRegistry) return registry;
  if (MENTIONS.extraPayment.test(text)) return "extra-payment";
  if (MENTIONS.homeLoan.test(text)) return "home-loan";
  if (sip) return "sip";
  if (fd) return "fd";
  if (rd) return "rd";
  if (MENTIONS.simpleInterest.test(text)) return "simple-interest";
  if (MENTIONS.compoundInterest.test(text)) return "compound-interest";
  if (unsupportedProduct(text)) return "unsupported";
  if (ANY_SCHEME.test(text)) return "schemes";
  if (MENTIONS.help.test(text)) return "help";
  if (MENTIONS.thanks.test(text)) return "thanks";
  if (MENTIONS.greeting.test(text)) return "greeting";
  return null;
}

const EVERY_QUARTER =
  /\b(?:quarterly|every quarter|each quarter|per quarter|a quarter|every (?:3|three) months)\b/;
const EVERY_MONTH = /\b(?:monthly|every month|each month|per month|a month)\b/;
const PAID_OUT =
  /\b(?:pay-?outs?|pays? out|paying out|paid(?: out)?|payments?|income|interest)\b/;

/**
 * How an FD message wants its interest (docs/product.md#chat-assistant): paid out every month or
 * quarter ('quarterly payout', 'monthly interest'), 'cumulative' (added to the deposit), or
 * undefined when it does not say. 'Compounded quarterly' is how interest grows, not a payout.
 */
export function fdPayoutIn(
  message: string,
): FdPayout | "cumulative" | undefined {
  const text = message.toLowerCase();
  if (/\b(?:cumulative|reinvest\w*)\b/.test(text)) return "cumulative";
  if (/\bcompound/.test(text) || !PAID_OUT.test(text)) return undefined;
  if (EVERY_QUARTER.test(text)) return "quarterly";
  if (EVERY_MONTH.test(text)) return "monthly";
  return undefined;
}

/** 'compounded half-yearly', 'quarterly', 'monthly', 'yearly': how often compound interest compounds. */
export function compoundingIn(message: string): Compounding | undefined {
  const text = message.toLowerCase();
  if (
    /\b(?:half[- ]?yearly|semi[- ]?annual(?:ly)?|six[- ]?monthly|every (?:6|six) months)\b/.test(
      text,
    )
  )
    return "half-yearly";
  if (EVERY_QUARTER.test(text)) return "quarterly";
  if (EVERY_MONTH.test(text)) return "monthly";
  if (/\b(?:yearly|annually|every year|once a year)\b/.test(text))
    return "yearly";
  return undefined;
}

/** Whether the message names RD or SIP (a follow-up inside an RD vs SIP comparison). */
export function mentionsRdOrSip(message: string): boolean {
  const text = message.toLowerCase();
  return MENTIONS.rd.test(text) || MENTIONS.sip.test(text);
}

/** 'every year' / 'yearly' or 'every month' / 'monthly', when the message says which. */
export function extraPaymentFrequency(
  message: string,
): "monthly" | "yearly" | undefined {
  const text = message.toLowerCase();
  // 'a year' and 'per year' are left out: '8% a year' describes the rate, not the payment.
  if (
    /\b(?:yearly|annually|annual|every year|each year|once a year|every twelve months)\b/.test(
      text,
    )
  )
    return "yearly";
  if (/\b(?:monthly|every month|each month|per month|a month)\b/.test(text))
    return "monthly";
  return undefined;
}

/** A product a comparison can name. */
export type Product = "rd" | "sip" | "fd";

/** Where in the message RD, FD and SIP are named, so a rate can be given to the one it follows. */
export function productPositions(
  message: string,
): { product: Product; index: number }[] {
  const text = message.toLowerCase();
  const positions: { product: Product; index: number }[] = [];
  for (const product of ["rd", "sip", "fd"] as const) {
    const pattern = new RegExp(MENTIONS[product].source, "g");
    for (const match of text.matchAll(pattern))
      positions.push({ product, index: match.index });
  }
  return positions.sort((a, b) => a.index - b.index);
}
