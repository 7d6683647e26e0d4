import { affordabilityReply, emiForSalary, salaryIn } from "./affordability.ts";
import { assignFigures } from "./assign-figures.ts";
import {
  introduction,
  notedValues,
  question,
  say,
  type ChatLanguage,
} from "./assistant-texts.ts";
import { calculationReply } from "./calculation-replies.ts";
import {
  REQUIRED_SLOTS,
  type AssistantReply,
  type ChatContext,
  type ChatValues,
  type Topic,
} from "./chat-context.ts";
import { comparisonReply } from "./comparisons.ts";
import {
  explanationReply,
  fdVsRdReply,
  schemesReply,
  unsupportedReply,
} from "./explanations.ts";
import { FD_EXAMPLE_AMOUNT, fdRatesReply } from "./fd-rates-reply.ts";
import { fdTaxReply } from "./fd-tax-reply.ts";
import { periodFits, registryProblem } from "./figure-problems.ts";
import { formatInr } from "../format/money.ts";
import { readFigures, type Figure } from "./figures.ts";
import {
  compoundingIn,
  detectIntent,
  explanationSubject,
  fdPayoutIn,
  mentionsRdOrSip,
  unsupportedProduct,
  type Intent,
} from "./intent.ts";
import { normaliseMessage } from "./normalise.ts";
import { todayIso } from "../format/date.ts";
import { registryReply } from "./registry-replies.ts";
import {
  isRegistryTopic,
  REGISTRY_TOPICS,
  registryChoicesIn,
  type RegistryTopic,
} from "./registry-topics.ts";

/** One exchange: the assistant's reply and what it remembers afterwards. */
export interface Turn {
  reply: AssistantReply;
  context: ChatContext;
}

const INTENT_TOPIC: Partial<Record<Intent, Topic>> = {
  "extra-payment": "home-loan-amortization",
  "home-loan": "home-loan",
  sip: "sip",
  fd: "fd",
  rd: "rd",
  "simple-interest": "simple-interest",
  "compound-interest": "compound-interest",
  "rd-vs-sip": "rd-vs-sip",
  "fd-vs-sip": "fd-vs-sip",
  affordability: "affordability",
  ...(Object.fromEntries(
    REGISTRY_TOPICS.map((spec) => [spec.slug, spec.slug]),
  ) as Record<RegistryTopic, RegistryTopic>),
};

const LOAN_TOPICS: ReadonlySet<Topic | undefined> = new Set([
  "home-loan",
  "home-loan-amortization",
]);
const MONTHLY_TOPICS: ReadonlySet<Topic | undefined> = new Set([
  "sip",
  "rd",
  "rd-vs-sip",
]);

function reply(content: string, context: ChatContext): Turn {
  return { reply: { content }, context };
}

/** Which topic the message continues or starts; undefined when it names none and none is open. */
function topicOf(
  intent: Intent | null,
  context: ChatContext,
  message: string,
  figures: Figure[],
): Topic | undefined {
  const named = intent ? INTENT_TOPIC[intent] : undefined;
  // 'RD at 7%' inside a comparison adjusts the comparison rather than leaving it.
  if (
    context.topic === "rd-vs-sip" &&
    figures.length > 0 &&
    (named === "rd" || named === "sip") &&
    mentionsRdOrSip(message)
  ) {
    return "rd-vs-sip";
  }
  if (
    context.topic === "fd-vs-sip" &&
    figures.length > 0 &&
    (named === "fd" || named === "sip")
  ) {
    return "fd-vs-sip";
  }
  // 'lump sum 2 lakh' inside a home loan's conversation is a prepayment, not an investment.
  if (named === "lumpsum" && LOAN_TOPICS.has(context.topic))
    return "home-loan-amortization";
  if (named) return named;
  // 'what if quarterly payout?' after an FD changes how that FD pays its interest; 'and
  // monthly?' after compound interest, how often it compounds.
  if (context.topic === "fd" && fdPayoutIn(message)) return "fd";
  if (context.topic === "compound-interest" && compoundingIn(message))
    return "compound-interest";
  // 'monthly?' after a PPF, 'joint?' after an MIS: the same scheme, another option.
  if (
    isRegistryTopic(context.topic) &&
    registryChoicesIn(context.topic, message)
  )
    return context.topic;
  return figures.length > 0 ? context.topic : undefined;
}

/** What the new topic keeps from the conversation so far: only figures that mean the same thing there. */
function carriedValues(
  context: ChatContext,
  topic: Topic,
  figures: Figure[],
  adjusting: boolean,
): ChatValues {
  const values = context.values ?? {};
  if (topic === context.topic) {
    const finished = context.awaiting === undefined;
    // Asking for the same calculation again, with no figures and nothing to change, starts it afresh.
    return finished && figures.length === 0 && !adjusting ? {} : values;
  }
  // Figures noted before any topic was named: a period the topic cannot take ('7 days' for a
  // loan) is not carried, so the topic asks for its own rather than work with it.
  if (context.topic === undefined) {
    if (values.years === undefined || periodFits(topic, values.years))
      return values;
    const rest = { ...values };
    delete rest.years;
    delete rest.term;
    return rest;
  }
  const { amount, rate, years } = values;
  if (LOAN_TOPICS.has(topic) && LOAN_TOPICS.has(context.topic))
    return { amount, rate, years };
  if (MONTHLY_TOPICS.has(topic) && MONTHLY_TOPICS.has(context.topic)) {
    const rdRate = context.topic === "rd" ? rate : values.rdRate;
    const sipReturn = context.topic === "sip" ? rate : values.sipReturn;
    if (topic === "rd-vs-sip") return { amount, years, rdRate, sipReturn };
    return { amount, years, rate: topic === "rd" ? rdRate : sipReturn };
  }
  return {};
}

function withoutUndefined(values: ChatValues): ChatValues {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  );
}

function fdRatesTurn(
  message: string,
  figures: Figure[],
  language: ChatLanguage,
): Turn {
  const { values, problems } = assignFigures({
    topic: "fd",
    values: {},
    figures,
    message,
    language,
  });
  const content = fdRatesReply(values.amount, values.years, language);
  const problemText = problems.map((problem) => problem.message);
  return reply([...problemText, content].join("\n"), {
    topic: "fd",
    values: withoutUndefined({
      amount: values.amount ?? FD_EXAMPLE_AMOUNT,
      years: values.years,
    }),
    awaiting: "rate",
  });
}

/** Figures with no calculation named yet: keep them and ask which calculation they are for. */
function figuresWithoutTopic(
  context: ChatContext,
  message: string,
  figures: Figure[],
  language: ChatLanguage,
  schemes = false,
): Turn {
  if (figures.every((figure) => figure.kind === "number" && figure.value < 100))
    return reply(say(language, "unknown"), context);
  const { values, problems } = assignFigures({
    topic: "fd",
    values: context.values ?? {},
    figures,
    message,
    language,
  });
  const noted = notedValues(undefined, values, language);
  // 'interest on 1 lakh at 10%' could be either interest calculator: ask which, not which of all;
  // 'post office 1 lakh', which of its schemes.
  const which = say(
    language,
    schemes
      ? "whichScheme"
      : /\binterest\b/.test(message)
        ? "whichInterest"
        : "whichCalculation",
  );
  const content = [...problems.map((problem) => problem.message), noted, which];
  return reply(content.filter(Boolean).join(" "), { values });
}

/**
 * The assistant's answer to one message, given what it remembers (docs/product.md#chat-assistant),
 * in `language` (replyLanguage in chat-language.ts chooses it), on `today` in India (YYYY-MM-DD:
 * a scheme takes the rate in force that day).
 */
export function answer(
  context: ChatContext,
  message: string,
  language: ChatLanguage,
  signedIn = false,
  today: string = todayIso(new Date(), "Asia/Kolkata"),
): Turn {
  const text = normaliseMessage(message);
  if (!text) return reply(say(language, "unknown"), context);
  const intent = detectIntent(text);
  let figures = readFigures(text);
  if (intent === "fd-rates") return fdRatesTurn(text, figures, language);
  if (intent === "fd-tax")
    return { reply: fdTaxReply(language, signedIn), context: {} };
  if (intent === "fd-vs-rd")
    return { reply: fdVsRdReply(language), context: {} };
  if (intent === "explain") {
    const subject = explanationSubject(text);
    if (subject)
      return { reply: explanationReply(subject, language), context: {} };
  }
  if (intent === "unsupported") {
    const product = unsupportedProduct(text);
    if (product)
      return { reply: unsupportedReply(product, language), context: {} };
  }

  const topic = topicOf(intent, context, text, figures);
  if (!topic) {
    const schemes = intent === "schemes";
    if (figures.length > 0)
      return figuresWithoutTopic(context, text, figures, language, schemes);
    if (schemes) return { reply: schemesReply(language), context };
    if (intent === "greeting")
      return reply(say(language, "greetingReply"), context);
    if (intent === "thanks") return reply(say(language, "thanks"), context);
    if (intent === "help") return reply(say(language, "help"), context);
    return reply(say(language, "unknown"), context);
  }

  const isNew = topic !== context.topic;
  const payout = topic === "fd" ? fdPayoutIn(text) : undefined;
  const compounding =
    topic === "compound-interest" ? compoundingIn(text) : undefined;
  const chosen = isRegistryTopic(topic)
    ? registryChoicesIn(topic, text)
    : undefined;
  const adjusting =
    payout !== undefined || compounding !== undefined || chosen !== undefined;
  let carried = withoutUndefined(
    carriedValues(context, topic, figures, adjusting),
  );
  if (payout === "cumulative") delete carried.payout;
  else if (payout) carried = { ...carried, payout };
  // Yearly is the calculator's own default: said, it needs no note.
  if (compounding === "yearly") delete carried.compounding;
  else if (compounding) carried = { ...carried, compounding };
  if (chosen)
    carried = { ...carried, choices: { ...carried.choices, ...chosen } };
  // 'on a 1 lakh salary': the salary sets the EMI by the rule of thumb, and is not itself a figure
  // to place. Anywhere else a salary is not the SIP, deposit or loan amount, so it is left out.
  const salary = salaryIn(text, figures);
  if (salary) figures = figures.filter((figure) => figure !== salary.figure);
  const fromSalary = topic === "affordability" ? salary : undefined;
  if (fromSalary) {
    carried = {
      ...carried,
      salary: fromSalary.monthly,
      amount: emiForSalary(fromSalary.monthly),
    };
  }
  const { values, problems, used, undecided } = assignFigures({
    topic,
    values: carried,
    awaiting: isNew ? undefined : context.awaiting,
    undecided: isNew ? undefined : context.undecided,
    figures,
    message: text,
    language,
  });
  // 'monthly?' after 'PPF 1.5 lakh': the deposit kept must suit the option chosen now.
  const kept = values.amount;
  if (chosen && isRegistryTopic(topic) && kept !== undefined) {
    const problem = registryProblem(
      topic,
      "amount",
      {
        kind: "amount",
        value: kept,
        text: formatInr(kept),
        start: 0,
        end: 0,
      },
      language,
      values.choices,
    );
    if (problem) {
      problems.push({ slot: "amount", message: problem });
      delete values.amount;
    }
  }
  const named = intent !== null && INTENT_TOPIC[intent] !== undefined;
  if (!named && used === 0 && !fromSalary && !adjusting) {
    return reply(say(language, "cannotTellFigure"), context);
  }
  const opening = isNew ? introduction(topic, language) : null;

  const [problem] = problems;
  if (problem) {
    const content = [
      opening,
      ...problems.map((each) => each.message),
      question(topic, problem.slot, language),
    ];
    return reply(content.filter(Boolean).join(" "), {
      topic,
      values,
      awaiting: problem.slot,
      ...(undecided ? { undecided } : {}),
    });
  }
  if (topic === "rd-vs-sip" || topic === "fd-vs-sip")
    return {
      reply: comparisonReply(topic, values, language),
      context: { topic, values },
    };

  const missing = REQUIRED_SLOTS[topic].find(
    (slot) => values[slot] === undefined,
  );
  if (missing) {
    const content = [
      opening,
      used > 0 || isNew ? notedValues(topic, values, language) : null,
      question(topic, missing, language),
    ];
    return reply(content.filter(Boolean).join(" "), {
      topic,
      values,
      awaiting: missing,
    });
  }
  if (isRegistryTopic(topic))
    return {
      reply: registryReply(topic, values, language, today),
      context: { topic, values },
    };
  const { amount = 0, rate = 0, years = 0 } = values;
  if (topic === "affordability")
    return {
      reply: affordabilityReply({ ...values, amount }, language),
      context: { topic, values },
    };
  return {
    reply: calculationReply(
      topic,
      { ...values, amount, rate, years },
      language,
    ),
    context: { topic, values },
  };
}

/** Whatever goes wrong inside, the person gets an apology and the conversation survives. */
export function answerOrApologise(
  context: ChatContext,
  run: () => Turn,
  language: ChatLanguage,
): Turn {
  try {
    return run();
  } catch {
    return reply(say(language, "failure"), context);
  }
}
