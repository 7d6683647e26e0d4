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
  | "rd-vs-sip"
  | "fd-rates"
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
  comparison:
    /\b(?:vs\.?|versus|compare|comparison|compared|or|better|difference)\b/,
  bankRates:
    /\b(?:best|highest|top|latest|current|today'?s?|which bank|banks?)\b|\brates\b/,
  greeting:
    /^(?:hi+|hello|hey|hiya|namaste|namaskar|good (?:morning|afternoon|evening)|greetings)\b/,
  thanks: /\b(?:thanks?|thank you|thx|ty|dhanyavaa?d|shukriya|cheers)\b/,
  help: /\b(?:help|what can you do|how (?:do|does) (?:this|it|you) work|options|menu)\b/,
} satisfies Record<string, RegExp>;

/** The one thing a message asks for; calculations win over small talk ('hi, SIP of 5000' is a SIP). */
export function detectIntent(message: string): Intent | null {
  const text = message.toLowerCase().trim();
  const sip = MENTIONS.sip.test(text);
  const rd = MENTIONS.rd.test(text);
  const fd = MENTIONS.fd.test(text);
  if (sip && rd && MENTIONS.comparison.test(text)) return "rd-vs-sip";
  if (
    fd &&
    MENTIONS.bankRates.test(text) &&
    !/\d\s*(?:%|percent|per\s?cent)/.test(text)
  )
    return "fd-rates";
  if (MENTIONS.extraPayment.test(text)) return "extra-payment";
  if (MENTIONS.homeLoan.test(text)) return "home-loan";
  if (sip) return "sip";
  if (fd) return "fd";
  if (rd) return "rd";
  if (MENTIONS.help.test(text)) return "help";
  if (MENTIONS.thanks.test(text)) return "thanks";
  if (MENTIONS.greeting.test(text)) return "greeting";
  return null;
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

/** Where in the message RD and SIP are named, so a rate can be given to the one it follows. */
export function productPositions(
  message: string,
): { product: "rd" | "sip"; index: number }[] {
  const text = message.toLowerCase();
  const positions: { product: "rd" | "sip"; index: number }[] = [];
  for (const match of text.matchAll(/\b(?:rds?|recurring deposits?)\b/g))
    positions.push({ product: "rd", index: match.index });
  for (const match of text.matchAll(
    /\b(?:sips?|systematic investment|mutual funds?)\b/g,
  ))
    positions.push({ product: "sip", index: match.index });
  return positions.sort((a, b) => a.index - b.index);
}
