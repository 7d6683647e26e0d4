import { formatInr } from "../format/money.ts";
import { formatRate, say, type ChatLanguage } from "./assistant-texts.ts";
import type { AssistantReply } from "./chat-context.ts";

/**
 * TDS on deposit interest as it stands since 1 April 2025 (docs/product.md#chat-assistant): a bank
 * deducts 10 % (20 % without a PAN) once a person's interest with it in a financial year passes
 * ₹50,000, or ₹1,00,000 for a senior citizen.
 */
export const FD_TDS = {
  rate: 10,
  rateWithoutPan: 20,
  limit: 50_000,
  seniorLimit: 100_000,
} as const;

/** Where a signed-in person finds their deposits' interest for each financial year. */
export const TAX_YEAR_SCREEN = "/tax-year-interest";

/**
 * 'Tax on FD interest', 'TDS on FD': a short factual answer rather than an FD to work out, and for
 * a signed-in person the way to their interest by financial year.
 */
export function fdTaxReply(
  language: ChatLanguage,
  signedIn = false,
): AssistantReply {
  const rate = formatRate(FD_TDS.rate);
  const limit = formatInr(FD_TDS.limit);
  const seniorLimit = formatInr(FD_TDS.seniorLimit);
  const content = say(language, "fdTax.content", {
    rate,
    rateWithoutPan: formatRate(FD_TDS.rateWithoutPan),
    limit,
    seniorLimit,
  });
  const yours = say(language, signedIn ? "fdTax.signedIn" : "fdTax.guest");
  return {
    content: `${content} ${yours}`,
    calculationResult: {
      title: say(language, "fdTax.title"),
      figures: [
        { label: say(language, "figure.tdsRate"), value: rate },
        { label: say(language, "figure.tdsLimit"), value: limit },
        { label: say(language, "figure.tdsSeniorLimit"), value: seniorLimit },
      ],
      links: signedIn
        ? [{ label: say(language, "fdTax.link"), href: TAX_YEAR_SCREEN }]
        : [],
    },
  };
}
