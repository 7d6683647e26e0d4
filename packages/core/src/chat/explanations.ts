import { say, type ChatLanguage } from "./assistant-texts.ts";
import type { CalculatorType } from "./calculator-link.ts";
import type { AssistantReply } from "./chat-context.ts";
import type { Subject, UNSUPPORTED_PRODUCTS } from "./intent.ts";
import { registryPageName } from "./registry-replies.ts";
import { isRegistryTopic } from "./registry-topics.ts";
import { SCHEME_PAGES } from "../schemes/scheme-pages.ts";

/** 'SIP calculator': how a card names a page. */
function pageName(language: ChatLanguage, calculator: CalculatorType): string {
  return isRegistryTopic(calculator)
    ? registryPageName(language, calculator)
    : say(language, `page.${calculator}`);
}

/** A reply whose card only points to calculator pages (no figures of its own). */
function pointingTo(
  language: ChatLanguage,
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
        label: say(language, "explain.open", {
          page: pageName(language, calculator),
        }),
        href: `/${calculator}`,
      })),
    },
  };
}

/** The calculator that works out each subject explained. */
const EXPLAINED_BY: Record<Subject, CalculatorType> = {
  sip: "sip",
  fd: "fd",
  rd: "rd",
  emi: "home-loan",
  prepayment: "home-loan-amortization",
  compounding: "compound-interest",
  "simple-interest": "simple-interest",
};

/** 'What is SIP?': a few lines, the calculator that works it out, and a phrasing to try. */
export function explanationReply(
  subject: Subject,
  language: ChatLanguage,
): AssistantReply {
  return pointingTo(
    language,
    say(language, "explain.reply", {
      text: say(language, `explain.${subject}.text`),
      example: say(language, `explain.${subject}.example`),
    }),
    say(language, `explain.${subject}.title`),
    [EXPLAINED_BY[subject]],
  );
}

type Unsupported = (typeof UNSUPPORTED_PRODUCTS)[number];

/** PPF, NPS, gold…: says plainly there is no calculator for it, and names the nearest one. */
export function unsupportedReply(
  product: Unsupported,
  language: ChatLanguage,
): AssistantReply {
  const name = say(language, `productName.${product.name}`);
  return pointingTo(
    language,
    say(language, "unsupported.content", {
      product: name,
      page: pageName(language, product.nearest),
    }),
    say(language, "unsupported.title", { product: name }),
    [product.nearest],
  );
}

/** 'FD or RD?': they answer different needs, so the difference rather than two unrelated figures. */
export function fdVsRdReply(language: ChatLanguage): AssistantReply {
  return pointingTo(
    language,
    say(language, "fdVsRd.content"),
    say(language, "fdVsRd.title"),
    ["fd", "rd"],
  );
}

/** 'Post office schemes': which of them, with a link to each scheme's page. */
export function schemesReply(language: ChatLanguage): AssistantReply {
  return pointingTo(
    language,
    say(language, "whichScheme"),
    say(language, "schemes.title"),
    [...SCHEME_PAGES],
  );
}
