import {
  CHAT_LIMITS,
  formatYears,
  say,
  type ChatLanguage,
} from "./assistant-texts.ts";
import {
  REQUIRED_SLOTS,
  type ChatValues,
  type Comparison,
  type Slot,
  type Topic,
} from "./chat-context.ts";
import {
  describe,
  figureProblem,
  MEASURE,
  registryProblem,
  type FigureProblem,
} from "./figure-problems.ts";
import type { Figure } from "./figures.ts";
import {
  extraPaymentFrequency,
  productPositions,
  type Product,
} from "./intent.ts";

export interface Assignment {
  values: ChatValues;
  problems: FigureProblem[];
  /** How many of the message's figures went into a slot (accepted or refused). */
  used: number;
  /** Two bare numbers that could each be the rate or the period, left for the person to settle. */
  undecided?: [number, number];
}

interface AssignInput {
  topic: Topic;
  values: ChatValues;
  awaiting?: Slot | undefined;
  /** Numbers a previous message left undecided: naming one as the rate (or period) makes the other the period (or rate). */
  undecided?: [number, number] | undefined;
  figures: Figure[];
  message: string;
  /** The language the problems are written in. */
  language: ChatLanguage;
}

const COMPARED: Record<Comparison, readonly [Product, Product]> = {
  "rd-vs-sip": ["rd", "sip"],
  "fd-vs-sip": ["fd", "sip"],
};

const RATE_SLOT: Record<Product, Slot> = {
  rd: "rdRate",
  fd: "fdRate",
  sip: "sipReturn",
};

// An unlabelled number after 'for' is a period and after 'at' a rate: 'SIP of 5000 at 12 for 10'.
// From 100 up it is money whatever precedes it: 'RD for 10000'.
function slotHintedBefore(text: string, figure: Figure): Slot | undefined {
  if (figure.value >= 100) return undefined;
  const before = text.slice(Math.max(0, figure.start - 16), figure.start);
  if (/\b(?:for|over|period of|tenure of)\s*$/.test(before)) return "years";
  if (
    /(?:\bat|@|\brate(?: of)?|\breturns?(?: of)?|\binterest(?: of)?)\s*$/.test(
      before,
    )
  )
    return "rate";
  // 'at 7 and 12': a second rate joined to the first.
  const longer = text.slice(Math.max(0, figure.start - 24), figure.start);
  if (
    /(?:\bat|@|\brates?(?: of)?|\breturns?(?: of)?)\s*\d+(?:\.\d+)?\s*%?\s*(?:and|&|,|vs\.?|or)\s*$/.test(
      longer,
    )
  )
    return "rate";
  return undefined;
}

// 'extra 10000', 'prepay 2 lakh', '10000 as prepayment': the amount belongs to the extra payment.
function isExtraPaymentAmount(text: string, figure: Figure): boolean {
  const before = text.slice(Math.max(0, figure.start - 30), figure.start);
  const after = text.slice(figure.end, figure.end + 25);
  return (
    /\b(?:extra|pre-?pay\w*|part[- ]?pay\w*|additional|lump ?sum)\b[^\d]*$/.test(
      before,
    ) ||
    /^\s*(?:extra|additional|as (?:a |an )?(?:extra|prepayment|part payment)|prepayment|towards)/.test(
      after,
    )
  );
}

// 'step up 10%', '10% step-up', '10% increase every year': a step-up SIP's raise; 'at 12%',
// '12% return': its expected return. The word after a figure is read before the word ahead of it
// ('10% increase 12% return').
function stepUpOrReturn(text: string, figure: Figure): Slot | undefined {
  const before = text.slice(Math.max(0, figure.start - 24), figure.start);
  const after = text.slice(figure.end, figure.end + 30);
  const RAISE = String.raw`(?:step[- ]?up|top[- ]?up|increase|increment|raise|hike)`;
  if (
    new RegExp(
      String.raw`^\s*(?:yearly |annual |every year |a year )?${RAISE}`,
    ).test(after)
  )
    return "stepUp";
  if (
    /^\s*(?:(?:expected |annual |yearly )?returns?|growth|p\.?a\.?)\b/.test(
      after,
    )
  )
    return "rate";
  if (new RegExp(String.raw`${RAISE}s?(?: of| by)?\s*$`).test(before))
    return "stepUp";
  if (
    /(?:\bat|@|\breturns?(?: of)?|\bexpected|\bgrowth(?: of)?)\s*$/.test(before)
  )
    return "rate";
  return undefined;
}

// '8000 per month', '8000 monthly': an SWP's withdrawal rather than its corpus.
function isMonthlyAmount(text: string, figure: Figure): boolean {
  const before = text.slice(Math.max(0, figure.start - 20), figure.start);
  return (
    /^\s*(?:a month|per month|every month|each month|monthly|withdraw\w*)\b/.test(
      text.slice(figure.end, figure.end + 20),
    ) || /\bwithdraw\w*(?: of)?\s*$/.test(before)
  );
}

/** Puts each figure of a message into the slot it answers, keeping what the conversation already knows. */
export function assignFigures({
  topic,
  values,
  awaiting,
  undecided,
  figures,
  message,
  language,
}: AssignInput): Assignment {
  const text = message.toLowerCase();
  const next: ChatValues = { ...values };
  const problems: FigureProblem[] = [];
  const filledNow = new Set<Slot>();
  let used = 0;

  const taken = new Map<Slot, Figure>();
  const put = (slot: Slot, figure: Figure) => {
    used += 1;
    const earlier = taken.get(slot);
    if (earlier) {
      // Two different rates (or periods, or amounts) for one slot: ask rather than pick one.
      if (earlier.value !== figure.value) {
        delete next[slot];
        if (slot === "years") delete next.term;
        problems.push({
          slot,
          message: say(language, "problem.twoReadings", {
            first: describe(earlier, MEASURE[slot], language),
            second: describe(figure, MEASURE[slot], language),
            slot: say(language, `slot.${slot}`),
          }),
        });
      }
      return;
    }
    taken.set(slot, figure);
    filledNow.add(slot);
    const problem =
      figureProblem(figure, MEASURE[slot], topic, language) ??
      registryProblem(topic, slot, figure, language, next.choices);
    if (problem) {
      problems.push({ slot, message: problem });
      return;
    }
    next[slot] = figure.value;
    if (slot === "years") setTerm(next, figure);
  };

  const bare: Figure[] = [];
  const amounts: Figure[] = [];
  const comparing = topic in COMPARED;
  for (const figure of figures) {
    const hinted =
      figure.kind === "number"
        ? // In a comparison a small bare number can only be one of the two rates ('5 saal 7 aur 12').
          (slotHintedBefore(text, figure) ??
          (comparing && figure.value <= CHAT_LIMITS.maxRate
            ? "rate"
            : undefined))
        : undefined;
    const extra =
      (topic === "home-loan-amortization" &&
        isExtraPaymentAmount(text, figure)) ||
      (topic === "swp" && figure.value >= 100 && isMonthlyAmount(text, figure));
    if (figure.kind === "rate" || hinted === "rate") assignRate(figure);
    else if (figure.kind === "tenure" || hinted === "years")
      put("years", figure);
    else if (figure.kind === "amount" || extra) amounts.push(figure);
    else bare.push(figure);
  }

  function assignRate(figure: Figure) {
    if (topic === "step-up-sip") {
      put(stepUpSlotFor(figure), figure);
      return;
    }
    const compared = comparing ? COMPARED[topic as Comparison] : null;
    if (!compared) {
      put("rate", figure);
      return;
    }
    const mentioned = productPositions(text).filter((position) =>
      compared.includes(position.product),
    );
    // 'RD at 7% vs SIP at 10%' gives each rate to the product before it; 'FD vs SIP at 7 and 12'
    // names both first, so the rates follow the order the products were named in.
    const afterAll = mentioned.every(
      (position) => position.index < figure.start,
    );
    const named = afterAll
      ? undefined
      : mentioned.filter((position) => position.index < figure.start).at(-1);
    const order = [
      ...(awaiting && Object.values(RATE_SLOT).includes(awaiting)
        ? [awaiting]
        : []),
      ...mentioned.map((position) => RATE_SLOT[position.product]),
      ...compared.map((product) => RATE_SLOT[product]),
    ];
    const namedSlot = named ? RATE_SLOT[named.product] : undefined;
    const slot =
      namedSlot && !filledNow.has(namedSlot)
        ? namedSlot
        : (order.find((each) => !filledNow.has(each)) ?? order[0]);
    if (slot) put(slot, figure);
  }

  // A step-up SIP's two percentages: by the words beside them, else the question asked, else the
  // raise first (as 'step up SIP 5000 10%' names it) and then the return.
  function stepUpSlotFor(figure: Figure): Slot {
    const hinted = stepUpOrReturn(text, figure);
    if (hinted) return hinted;
    if (awaiting === "stepUp" || awaiting === "rate") {
      if (!filledNow.has(awaiting)) return awaiting;
    }
    return next.stepUp === undefined && !filledNow.has("stepUp")
      ? "stepUp"
      : "rate";
  }

  if (topic === "home-loan-amortization") assignLoanAmounts(amounts);
  else if (topic === "swp") assignSwpAmounts(amounts);
  else for (const amount of amounts) put("amount", amount);

  // 'SWP 10 lakh 8000 per month': the larger is the corpus, the smaller the monthly withdrawal.
  function assignSwpAmounts(swpAmounts: Figure[]) {
    const [larger, smaller] = [...swpAmounts].sort((a, b) => b.value - a.value);
    if (larger && smaller) {
      put("amount", larger);
      put("withdrawal", smaller);
    } else if (larger) {
      const withdrawal =
        awaiting === "withdrawal" ||
        (awaiting !== "amount" &&
          (isMonthlyAmount(text, larger) ||
            (next.amount !== undefined && larger.value < next.amount)));
      put(withdrawal ? "withdrawal" : "amount", larger);
    }
  }

  function assignLoanAmounts(loanAmounts: Figure[]) {
    const [larger, smaller] = [...loanAmounts].sort(
      (a, b) => b.value - a.value,
    );
    if (larger && smaller) {
      put("amount", larger);
      put("extraAmount", smaller);
    } else if (larger) {
      put(amortizationSlotFor(larger), larger);
    }
  }

  // A lone amount after the loan is known is the extra payment when it is small beside the loan.
  function amortizationSlotFor(figure: Figure): Slot {
    if (awaiting === "extraAmount" || isExtraPaymentAmount(text, figure))
      return "extraAmount";
    if (
      next.amount !== undefined &&
      !filledNow.has("amount") &&
      figure.value < next.amount / 10
    )
      return "extraAmount";
    return filledNow.has("amount") ? "extraAmount" : "amount";
  }

  // Bare numbers answer the question asked, else fill what is missing in order: amount, rate, period.
  const claimed = new Set<Slot>();
  const open = (slot: Slot) =>
    next[slot] === undefined && !filledNow.has(slot) && !claimed.has(slot);
  const planned = bare.map((figure) => {
    const target =
      awaiting && !filledNow.has(awaiting) && !claimed.has(awaiting)
        ? awaiting
        : REQUIRED_SLOTS[topic].find(open);
    if (target) claimed.add(target);
    return { figure, target };
  });
  const undecidedNow =
    awaiting === undefined ? settleRateAndPeriod(planned) : undefined;
  for (const { figure, target } of planned) {
    if (target) put(target, figure);
    else if (figure.value >= 100) {
      if (topic === "home-loan-amortization")
        put(amortizationSlotFor(figure), figure);
      else if (!filledNow.has("amount")) put("amount", figure);
    }
  }

  /**
   * '12 10' after an amount could be 12% for 10 years or 10% for 12: a decimal is the rate
   * ('20 8.5' is 8.5% for 20 years), a reading the limits refuse is dropped, and when both
   * readings stand the person is asked.
   */
  function settleRateAndPeriod(
    plan: { figure: Figure; target: Slot | undefined }[],
  ): [number, number] | undefined {
    const rate = plan.find((each) => each.target === "rate");
    const period = plan.find((each) => each.target === "years");
    if (!rate || !period) return undefined;
    const fits = (figure: Figure, slot: Slot) =>
      figureProblem(figure, MEASURE[slot], topic, language) === null;
    const asWritten = fits(rate.figure, "rate") && fits(period.figure, "years");
    const swapped = fits(period.figure, "rate") && fits(rate.figure, "years");
    const swap = () => {
      rate.target = "years";
      period.target = "rate";
    };
    if (!swapped) return undefined;
    if (!asWritten) {
      swap();
      return undefined;
    }
    const rateWhole = Number.isInteger(rate.figure.value);
    const periodWhole = Number.isInteger(period.figure.value);
    if (rateWhole !== periodWhole) {
      if (rateWhole) swap();
      return undefined;
    }
    rate.target = undefined;
    period.target = undefined;
    used += 2;
    const [a, b] = [rate.figure.value, period.figure.value];
    problems.push({
      slot: "rate",
      message: say(language, "problem.rateOrPeriod", {
        a,
        b,
        aYears: formatYears(a, language.locale),
        bYears: formatYears(b, language.locale),
      }),
    });
    return [a, b];
  }

  // The answer to 'which is the rate?' settles the period too, and the other way round.
  if (undecided) {
    const [a, b] = undecided;
    const other = (value: number | undefined) =>
      value === a ? b : value === b ? a : undefined;
    const rateGiven = filledNow.has("rate") && !filledNow.has("years");
    const periodGiven = filledNow.has("years") && !filledNow.has("rate");
    const years = rateGiven ? other(next.rate) : undefined;
    const rate = periodGiven ? other(next.years) : undefined;
    if (years !== undefined) {
      next.years = years;
      delete next.term;
    }
    if (rate !== undefined) next.rate = rate;
  }

  if (topic === "home-loan-amortization") {
    const frequency = extraPaymentFrequency(text);
    if (frequency) next.extraFrequency = frequency;
  }
  return {
    values: next,
    problems,
    used,
    ...(undecidedNow ? { undecided: undecidedNow } : {}),
  };
}

/** Keeps '444 days' or '18 months' as written beside its exact years; whole years need no note. */
function setTerm(values: ChatValues, figure: Figure): void {
  const { period, count } = figure;
  if (
    (period === "months" || period === "days") &&
    count !== undefined &&
    !Number.isInteger(figure.value)
  )
    values.term = { count, unit: period };
  else delete values.term;
}
