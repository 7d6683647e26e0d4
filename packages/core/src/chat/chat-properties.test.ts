import fc from "fast-check";
import { ENGLISH } from "./english.ts";
import { describe, expect, it } from "vitest";
import type { ChatValues, Topic } from "./chat-context.ts";
import { answer } from "./conversation.ts";
import { expectFiguresFromCalculators } from "./test-figures.ts";

/** How each calculator is named in each way of writing. */
const NAMES: Record<string, [string, string, string]> = {
  "home-loan": ["home loan EMI", "ghar ka loan emi", "होम लोन ईएमआई"],
  sip: ["SIP", "sip", "एसआईपी"],
  fd: ["FD", "fd", "एफडी"],
  rd: ["RD", "rd", "आरडी"],
  "simple-interest": ["simple interest", "sadharan byaj", "साधारण ब्याज"],
  "compound-interest": [
    "compound interest",
    "chakravridhi byaj",
    "चक्रवृद्धि ब्याज",
  ],
};

const DEVANAGARI_DIGITS = "०१२३४५६७८९";
const devanagari = (text: string) =>
  text.replace(/\d/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit);

/** The same request written in English, Hinglish or Devanagari, amount first or last. */
function phrase(
  topic: string,
  style: 0 | 1 | 2,
  amount: number,
  rate: number,
  years: number,
  amountLast: boolean,
): string {
  const name = NAMES[topic]?.[style] ?? topic;
  const money =
    amount % 100_000 === 0 ? `${amount / 100_000} lakh` : `${amount}`;
  if (style === 0) {
    const rest = `at ${rate}% for ${years} years`;
    return amountLast
      ? `${name} ${rest} on ₹${amount}`
      : `${name} of ${money} ${rest}`;
  }
  if (style === 1) {
    const rest = `${years} saal ke liye ${rate} pratishat`;
    return amountLast
      ? `${name} ${rest}, ${money} ka`
      : `${money} ka ${name} ${rest}`;
  }
  const words = `${money.replace("lakh", "लाख")} ${name} ${years} साल के लिए ${rate} प्रतिशत`;
  return devanagari(words);
}

const request = fc.record({
  topic: fc.constantFrom(...Object.keys(NAMES)),
  style: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
  // Lakhs and plain rupees, from ₹1,000 to ₹5 crore.
  amount: fc.oneof(
    fc.integer({ min: 1, max: 500 }).map((lakhs) => lakhs * 100_000),
    fc.integer({ min: 1000, max: 99_999 }),
  ),
  rate: fc.integer({ min: 10, max: 300 }).map((tenths) => tenths / 10),
  years: fc.integer({ min: 1, max: 30 }),
  amountLast: fc.boolean(),
});

describe("whatever the wording, the figures are the pages' formulas", () => {
  it("reads amount, rate and period in English, Hinglish and Devanagari, and states figures the calculators agree with", () => {
    fc.assert(
      fc.property(request, (r) => {
        const message = phrase(
          r.topic,
          r.style,
          r.amount,
          r.rate,
          r.years,
          r.amountLast,
        );
        const { reply, context } = answer({}, message, ENGLISH);
        expect(context.topic).toBe(r.topic as Topic);
        expect(context.values).toEqual({
          amount: r.amount,
          rate: r.rate,
          years: r.years,
        } satisfies ChatValues);
        expect(reply.calculationResult?.figures.length).toBeGreaterThan(0);
        expectFiguresFromCalculators(context, reply);
      }),
      { numRuns: 300 },
    );
  });

  it("answers an FD for any number of days from 7 to 10 years with the page's figure and a link that reproduces it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: 3650 }),
        fc.integer({ min: 30, max: 120 }).map((tenths) => tenths / 10),
        fc.constantFrom("days", "din", "दिन"),
        (days, rate, unit) => {
          const { reply, context } = answer(
            {},
            `fd 1 lakh ${rate}% ${days} ${unit}`,
            ENGLISH,
          );
          expect(context.values?.years).toBe(days / 365);
          expect(reply.content).toContain(
            days % 365 === 0 ? "₹1,00,000" : `${days} days`,
          );
          expectFiguresFromCalculators(context, reply);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("states no figure the calculators disagree with, whatever words and numbers are thrown at it", () => {
    const word = fc.constantFrom(
      ...[
        "sip",
        "fd",
        "rd",
        "emi",
        "home loan",
        "loan",
        "simple interest",
        "compound interest",
        "vs",
        "or",
        "extra",
        "prepay",
        "every year",
        "salary",
        "how much loan",
        "what is",
        "ppf",
        "at",
        "for",
        "of",
        "saal",
        "mahine",
        "din",
        "pratishat",
        "hazaar",
        "lakh",
        "crore",
        "ka",
        "ke liye",
        "pe",
        "hai",
        "kitna",
        "साल",
        "महीने",
        "दिन",
        "प्रतिशत",
        "हज़ार",
        "लाख",
        "करोड़",
        "एसआईपी",
        "एफडी",
        "years",
        "months",
        "days",
        "%",
        "₹",
        "k",
      ],
    );
    const number = fc.oneof(
      fc.integer({ min: 0, max: 2_000_000 }).map(String),
      fc.integer({ min: 1, max: 600 }).map((tenths) => String(tenths / 10)),
      fc.integer({ min: 1, max: 999 }).map((n) => devanagari(String(n))),
    );
    const message = fc
      .array(fc.oneof(word, number, number), { minLength: 1, maxLength: 9 })
      .map((parts) => parts.join(" "));
    fc.assert(
      fc.property(
        fc.array(message, { minLength: 1, maxLength: 3 }),
        (messages) => {
          let context = {};
          for (const each of messages) {
            const turn = answer(context, each, ENGLISH);
            expectFiguresFromCalculators(turn.context, turn.reply);
            context = turn.context;
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
