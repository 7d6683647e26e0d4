import { describe, expect, it } from "vitest";
import { ENGLISH } from "./english.ts";
import { fill } from "../i18n/messages.ts";
import { type ChatLanguage, greeting } from "./assistant-texts.ts";
import { replyLocale } from "./chat-language.ts";
import { quickPrompts } from "./quick-prompts.ts";
import { answer } from "./conversation.ts";
import en from "./messages/en.ts";
import hi from "./messages/hi.ts";
import greetingHi from "./messages/greeting/hi.ts";
import calculatorsHi from "../calculators/messages/hi.ts";
import calculatorsEn from "../calculators/messages/en.ts";

const HINDI: ChatLanguage = {
  locale: "hi",
  words: { ...greetingHi, ...hi },
  calculators: calculatorsHi,
};

/** Latin words in a reply, but for the brand, the figures, ₹ and the quoted phrasings it offers. */
function englishIn(text: string): string[] {
  const unquoted = text.replace(/'[^']*'/g, "");
  return (unquoted.match(/[A-Za-z]{3,}/g) ?? []).filter(
    (word) => word !== "Kosh",
  );
}

describe("the language of a reply", () => {
  it.each([
    ["en", "emi 30 lakh 20 saal 8.5 pratishat", "en"],
    ["en", "30 लाख का लोन 20 साल 8.5 प्रतिशत", "hi"],
    ["hi", "SIP of 5000 at 12% for 10 years", "hi"],
    ["hi", "5000 की एसआईपी", "hi"],
  ] as const)(
    "on a page in %s, '%s' is answered in %s",
    (page, question, locale) => {
      expect(replyLocale(page, question)).toBe(locale);
    },
  );
});

describe("the assistant in Hindi", () => {
  it("greets in Hindi", () => {
    expect(greeting(HINDI)).toMatch(/^नमस्ते! मैं Kosh सहायक हूँ।/);
  });

  it("works out an EMI asked in Devanagari, with the same figures as in English", () => {
    const hindi = answer({}, "30 लाख का लोन 20 साल 8.5 प्रतिशत", HINDI);
    const english = answer({}, "emi 30 lakh 20 saal 8.5 pratishat", ENGLISH);
    // ₹26,035 a month: 30 lakh at 8.5% for 240 months (docs/product.md's known answer).
    expect(english.reply.content).toContain("₹26,035 a month");
    expect(hindi.reply.content).toContain("₹26,035 प्रति माह");
    expect(hindi.reply.content).toContain("(8.5%, 20 साल)");
    expect(englishIn(hindi.reply.content)).toEqual([]);
    expect(hindi.reply.calculationResult?.figures).toEqual(
      english.reply.calculationResult?.figures.map((figure, index) => ({
        ...figure,
        label: [
          hi["figure.emi"],
          hi["figure.totalInterest"],
          hi["figure.totalAmount"],
          hi["figure.principal"],
        ][index],
      })),
    );
    expect(hindi.reply.calculationResult?.links[0]).toEqual({
      label: hi["homeLoan.link"],
      href: english.reply.calculationResult?.links[0]?.href,
    });
  });

  it("says in Hindi which figures the calculator page's sliders do not reach", () => {
    const { reply } = answer({}, "2 लाख की एसआईपी 12 प्रतिशत 10 साल", HINDI);
    expect(reply.calculationResult?.note).toBe(
      "कैलकुलेटर पेज के स्लाइडर पर मासिक निवेश ₹500 से ₹1,00,000 तक ही चुना जा सकता है, इसलिए वह पेज वहाँ अपने पहले से तय मान के साथ खुलेगा।",
    );
    const loan = answer({}, "50 करोड़ का लोन 40 साल 8 प्रतिशत", HINDI);
    expect(loan.reply.calculationResult?.note).toBe(
      "कैलकुलेटर पेज के स्लाइडर पर लोन राशि ₹1,00,000 से ₹5,00,00,000 तक और अवधि 1 वर्ष से 30 वर्ष तक ही चुना जा सकता है, इसलिए वह पेज वहाँ अपने पहले से तय मान के साथ खुलेगा।",
    );
    expect(englishIn(loan.reply.calculationResult!.note!)).toEqual([]);
  });

  it("asks for a missing figure in Hindi, keeping what it noted", () => {
    const turn = answer({}, "5000 की एसआईपी", HINDI);
    expect(turn.reply.content).toBe(
      [hi["intro.sip"], "नोट किया: ₹5,000 हर महीने।", hi["ask.sip.rate"]].join(
        " ",
      ),
    );
  });

  it("answers each calculation with no English left", () => {
    for (const question of [
      "5000 की एसआईपी 12 प्रतिशत 10 साल",
      "1 लाख की एफडी 7 प्रतिशत 5 साल",
      "5000 की आरडी 6.5 प्रतिशत 3 साल",
      "1 लाख पर 8 प्रतिशत साधारण ब्याज 3 साल",
      "1 लाख पर 10 प्रतिशत चक्रवृद्धि ब्याज 5 साल",
      "होम लोन 50 लाख 8 प्रतिशत 20 साल, हर महीने 10000 अतिरिक्त",
    ]) {
      const { reply } = answer({}, question, HINDI);
      expect(reply.calculationResult, question).toBeDefined();
      expect(englishIn(reply.content), question).toEqual([]);
      expect(englishIn(reply.calculationResult!.title), question).toEqual([]);
      for (const figure of reply.calculationResult!.figures) {
        expect(englishIn(`${figure.label} ${figure.value}`)).toEqual([]);
      }
    }
  });

  it("reads the extra payment it suggests trying, in Hindi", () => {
    const loan = answer({}, "30 लाख का लोन 20 साल 8.5 प्रतिशत", HINDI);
    expect(loan.reply.content).toContain("'हर महीने 10000 अतिरिक्त'");
    const extra = answer(loan.context, "हर महीने 10000 अतिरिक्त", HINDI);
    expect(extra.reply.calculationResult?.title).toBe(
      "हर महीने ₹10,000 अतिरिक्त: ₹30,00,000 (8.5%, 20 साल)",
    );
    expect(englishIn(extra.reply.content)).toEqual([]);
  });

  it("reads the follow-up it suggests", () => {
    const first = answer({}, "5000 की एसआईपी 12 प्रतिशत 10 साल", HINDI);
    expect(first.reply.content).toContain("'15 साल हो तो?'");
    const then = answer(first.context, "15 साल हो तो?", HINDI);
    expect(then.reply.calculationResult?.title).toBe(
      "एसआईपी: ₹5,000 हर महीने (12%, 15 साल)",
    );
  });

  it("says in Hindi what it cannot read, and offers help in Hindi", () => {
    expect(answer({}, "asdf qwerty", HINDI).reply.content).toBe(hi.unknown);
    expect(answer({}, "मदद", HINDI).reply.content).toBe(hi.help);
    expect(answer({}, "नमस्ते", HINDI).reply.content).toBe(hi.greetingReply);
  });

  it("reads every example its Hindi greeting and help offer", () => {
    const examples = [
      ...`${greetingHi.greeting}\n${hi.help}`.matchAll(/'([^']+)'/g),
    ]
      .map((match) => match[1]!)
      .filter((example) => !example.endsWith("हो तो?"));
    expect(examples.length).toBeGreaterThan(8);
    for (const example of examples) {
      const content = answer({}, example, HINDI).reply.content;
      expect(content, example).not.toBe(hi.unknown);
      expect(content, example).not.toBe(hi.whichCalculation);
    }
  });

  it("asks its quick prompts in Hindi, each read as the English one is", () => {
    const hindi = quickPrompts(HINDI);
    expect(hindi).toHaveLength(quickPrompts(ENGLISH).length);
    quickPrompts(ENGLISH).forEach((english, index) => {
      const prompt = hindi[index]!;
      expect(englishIn(prompt)).toEqual([]);
      const inHindi = answer({}, prompt, HINDI);
      expect(inHindi.context, prompt).toEqual(
        answer({}, english, ENGLISH).context,
      );
      expect(englishIn(inHindi.reply.content), prompt).toEqual([]);
    });
  });

  it("explains, names what it has no calculator for, and tells FD from RD in Hindi", () => {
    for (const [question, title] of [
      ["एसआईपी क्या है", hi["explain.sip.title"]],
      ["चक्रवृद्धि ब्याज क्या होता है", hi["explain.compounding.title"]],
      ["एनपीएस 5000 हर महीने 20 साल", "एनपीएस का कोई कैलकुलेटर नहीं"],
      ["एफडी या आरडी", hi["fdVsRd.title"]],
    ]) {
      const { reply } = answer({}, question!, HINDI);
      expect(reply.calculationResult?.title, question).toBe(title);
      expect(englishIn(reply.content), question).toEqual([]);
      for (const link of reply.calculationResult!.links)
        expect(englishIn(link.label), question).toEqual([]);
    }
  });

  it("says in Hindi how much loan a salary supports, as a rule of thumb", () => {
    const { reply } = answer({}, "1 लाख वेतन पर कितना लोन", HINDI);
    expect(reply.content).toContain("मोटा नियम");
    expect(reply.content).toContain("₹40,000");
    expect(englishIn(reply.content)).toEqual([]);
    expect(englishIn(reply.calculationResult!.title)).toEqual([]);
  });

  it("says in Hindi why it cannot use a figure", () => {
    for (const [question, expected] of [
      ["5000 की एसआईपी 70 प्रतिशत 10 साल", "70% इस दायरे से बाहर है"],
      ["1 लाख की एफडी 7 प्रतिशत 3 दिन", "एफडी की अवधि 7 दिन से 50 साल तक"],
      ["30 लाख का लोन 8.5 प्रतिशत 200 साल", "ज़्यादा से ज़्यादा 50 साल"],
      ["5000 की एसआईपी 12 10", "कौन दर है और कौन अवधि"],
    ] as const) {
      const { content } = answer({}, question, HINDI).reply;
      expect(content, question).toContain(expected);
      expect(englishIn(content), question).toEqual([]);
    }
  });

  it("pays an FD's interest out each quarter or month when asked, in Hindi", () => {
    const quarterly = answer(
      {},
      "वरिष्ठ नागरिक एफडी 10 लाख 8 प्रतिशत 5 साल तिमाही ब्याज",
      HINDI,
    );
    // ₹10,00,000 × 8 % / 4 = ₹20,000 a quarter, and the ₹10 lakh back at maturity.
    expect(quarterly.context.values?.payout).toBe("quarterly");
    expect(quarterly.reply.content).toContain("हर तिमाही ₹20,000");
    expect(quarterly.reply.content).toContain("आपके ₹10,00,000 वापस");
    expect(englishIn(quarterly.reply.content)).toEqual([]);
    const monthly = answer({}, "एफडी 10 लाख 8 प्रतिशत 5 साल मासिक ब्याज", HINDI);
    expect(monthly.reply.calculationResult?.figures[0]).toEqual({
      label: hi["figure.interestPerPayout.monthly"],
      value: "₹6,623",
    });
    expect(englishIn(monthly.reply.content)).toEqual([]);
  });

  it("compounds as often as asked, in Hindi", () => {
    const { reply, context } = answer(
      {},
      "1 लाख पर 12 प्रतिशत चक्रवृद्धि ब्याज 1 साल छमाही",
      HINDI,
    );
    expect(context.values?.compounding).toBe("half-yearly");
    // 1,00,000 × 1.06² = 1,12,360.
    expect(reply.content).toContain("हर छमाही चक्रवृद्धि होकर");
    expect(reply.content).toContain("₹1,12,360");
    expect(englishIn(reply.content)).toEqual([]);
  });

  it("answers tax on FD interest in Hindi, starting no FD", () => {
    for (const question of [
      "एफडी के ब्याज पर टैक्स",
      "एफडी पर टीडीएस कितना कटता है",
    ]) {
      const { reply, context } = answer({}, question, HINDI, true);
      expect(context, question).toEqual({});
      expect(reply.content, question).toContain("₹50,000 से ऊपर");
      expect(reply.content, question).toContain("सीमा ₹1,00,000 है");
      expect(reply.content, question).toContain(hi["fdTax.signedIn"]);
      expect(englishIn(reply.content), question).toEqual([]);
      expect(reply.calculationResult?.links[0]?.href).toBe(
        "/tax-year-interest",
      );
    }
  });

  it("keeps English replies as they were", () => {
    expect(answer({}, "asdf qwerty", ENGLISH).reply.content).toBe(en.unknown);
    expect(fill(en.followUp, { years: 15 })).toBe(
      "Ask 'what if 15 years?' to compare.",
    );
  });
});

// Issue 28: the schemes and fund calculators asked in Devanagari, answered in Hindi with the same
// figures as in English, labelled as the Hindi pages label them.
describe("the registry's calculators in Hindi", () => {
  const today = "2026-02-15";
  it.each([
    ["सुकन्या 1 लाख", "sukanya 1 lakh"],
    ["पीपीएफ 1.5 लाख 15 साल", "PPF 1.5 lakh 15 saal"],
    ["वरिष्ठ नागरिक बचत योजना 15 लाख", "senior citizen scheme 15 lakh"],
    ["एनएससी 50000", "NSC 50000"],
    ["किसान विकास पत्र 1 लाख", "KVP 1 lakh"],
    ["डाकघर मासिक आय योजना 9 लाख", "post office MIS 9 lakh"],
    ["डाकघर सावधि जमा 1 लाख 5 साल", "post office TD 1 lakh 5 years"],
    ["एकमुश्त 1 लाख 12 प्रतिशत 10 साल", "lumpsum 1 lakh 12% 10 years"],
    [
      "1 करोड़ के लिए कितनी एसआईपी 15 साल 12 प्रतिशत",
      "how much SIP for 1 crore in 15 years at 12%",
    ],
  ])("'%s' is answered in Hindi as '%s' is in English", (hindi, english) => {
    const inHindi = answer({}, hindi, HINDI, false, today);
    const inEnglish = answer({}, english, ENGLISH, false, today);
    expect(inHindi.context).toEqual(inEnglish.context);
    const topic = inEnglish.context.topic;
    expect(inEnglish.reply.calculationResult).toBeDefined();
    expect(englishIn(inHindi.reply.content)).toEqual([]);
    expect(englishIn(inHindi.reply.calculationResult?.title ?? "")).toEqual([]);
    expect(inHindi.reply.calculationResult?.figures).toEqual(
      inEnglish.reply.calculationResult?.figures.map((figure) => ({
        label: (calculatorsHi as Record<string, string>)[
          `${topic}.result.${
            Object.entries(calculatorsEn)
              .find(
                ([key, label]) =>
                  key.startsWith(`${topic}.result.`) && label === figure.label,
              )?.[0]
              .split(".result.")[1]
          }`
        ],
        // Months in words differ by language; rupees are written the same.
        value: figure.value.startsWith("₹") ? figure.value : expect.any(String),
      })),
    );
    expect(inHindi.reply.calculationResult?.links[0]?.href).toBe(
      inEnglish.reply.calculationResult?.links[0]?.href,
    );
    expect(
      englishIn(inHindi.reply.calculationResult?.links[0]?.label ?? ""),
    ).toEqual([]);
  });

  it("says ₹40,68,209 for PPF and ₹19,819 a month for the goal, in Hindi", () => {
    expect(
      answer({}, "पीपीएफ 1.5 लाख 15 साल", HINDI, false, today).reply.content,
    ).toContain("परिपक्वता पर ₹40,68,209");
    expect(
      answer(
        {},
        "1 करोड़ के लिए कितनी एसआईपी 15 साल 12 प्रतिशत",
        HINDI,
        false,
        today,
      ).reply.content,
    ).toContain("हर महीने ₹19,819 निवेश कीजिए");
  });

  it("refuses a scheme's limit in Hindi", () => {
    const { reply, context } = answer(
      {},
      "वरिष्ठ नागरिक बचत योजना 40 लाख",
      HINDI,
    );
    expect(context.awaiting).toBe("amount");
    expect(reply.content).toContain("₹1,000 से ₹30,00,000 तक");
    expect(englishIn(reply.content)).toEqual([]);
  });
});
