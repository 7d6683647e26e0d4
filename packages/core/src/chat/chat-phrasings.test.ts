import { describe, expect, it } from "vitest";
import { ENGLISH } from "./english.ts";
import { formatInr } from "../format/money.ts";
import en from "./messages/en.ts";
import type { ChatValues, Slot, Topic } from "./chat-context.ts";
import { answer } from "./conversation.ts";
import { converse, lastTurn } from "./converse.ts";
import { expectFiguresFromCalculators } from "./test-figures.ts";
import { quickPrompts } from "./quick-prompts.ts";

/**
 * One message from a fresh conversation, and what the assistant must make of it:
 * the topic and figures it remembers, what it asks next, the headline of its result card,
 * or its exact words.
 */
interface Expected {
  topic?: Topic;
  values?: ChatValues;
  awaiting?: Slot;
  /** The first figure of the result card (the calculator's main figure). */
  headline?: string;
  reply?: string;
  /** Words the reply must contain, for refusals that explain themselves. */
  says?: readonly string[];
  /** A card link the reply must carry (explanations and unsupported products point to a page). */
  link?: string;
  /** A further card figure, by label. */
  figure?: readonly [string, string];
}

// ₹1,50,000 a year in PPF at 7.1% for 15 years: ₹40,68,209 (issue 28's known answer, ppf.test.ts).
const PPF_150K = {
  topic: "ppf",
  values: { amount: 150_000, years: 15 },
  headline: "₹40,68,209",
} as const;
const PPF_150K_YEARLY = {
  ...PPF_150K,
  values: { ...PPF_150K.values, choices: { frequency: "yearly" } },
} as const;
const SIP_10Y = "₹11,61,695"; // ₹5,000 a month at 12% for 10 years: a known answer of docs/product.md
const sip5000 = {
  topic: "sip",
  values: { amount: 5000, rate: 12, years: 10 },
  headline: SIP_10Y,
} as const;
const fd = (amount: number) =>
  ({ topic: "fd", values: { amount, rate: 7, years: 5 } }) as const;

const fd18Months = {
  topic: "fd",
  values: {
    amount: 100_000,
    rate: 7,
    years: 1.5,
    term: { count: 18, unit: "months" },
  },
} as const;

/** A message, or a conversation whose last reply is checked. */
type Phrasing = string | readonly string[];

const PHRASINGS: [Phrasing, Expected][] = [
  // Amounts written every way an Indian reader would.
  ["SIP of 5000 at 12% for 10 years", sip5000],
  ["SIP of 5,000 at 12% for 10 years", sip5000],
  ["SIP of ₹5,000 at 12% for 10 years", sip5000],
  ["SIP of ₹5000 at 12% for 10 years", sip5000],
  ["SIP of Rs 5000 at 12% for 10 years", sip5000],
  ["sip of rs.5000 at 12% for 10 years", sip5000],
  ["SIP of Rs. 5,000 at 12% for 10 years", sip5000],
  ["SIP of INR 5000 at 12% for 10 years", sip5000],
  ["SIP of 5000 rupees at 12% for 10 years", sip5000],
  ["SIP of 5k at 12% for 10 years", sip5000],
  ["SIP of 5 thousand at 12% for 10 years", sip5000],
  ["SIP 5000 12% 10 years", sip5000],
  [
    "sip 5000 12 10",
    {
      topic: "sip",
      values: { amount: 5000 },
      awaiting: "rate",
      says: ["12% for 10 years, or 10% for 12 years?"],
    },
  ],
  ["SIP of 5000 at 12 for 10", sip5000],
  [
    "I want to invest 5000 monthly in a SIP for 10 years at 12 percent",
    sip5000,
  ],
  [
    "SIP of 50k",
    { topic: "sip", values: { amount: 50_000 }, awaiting: "rate" },
  ],
  ["FD of 5 lakh at 7% for 5 years", { ...fd(500_000), headline: "₹7,07,389" }],
  ["FD of 5 lakhs at 7% for 5 years", fd(500_000)],
  ["FD of 5 lac at 7% for 5 years", fd(500_000)],
  ["FD of 5 lacs at 7% for 5 years", fd(500_000)],
  ["FD of 5L at 7% for 5 years", fd(500_000)],
  [
    "FD of 1,00,000 at 7% for 5 years",
    { ...fd(100_000), headline: "₹1,41,478" },
  ],
  ["FD of 100,000 at 7% for 5 years", fd(100_000)],
  ["FD of 1 lakh at 7% for 5 years", fd(100_000)],
  ["FD of 2.5 lakh at 7% for 5 years", fd(250_000)],
  ["FD of 1.5 crore at 7% for 5 years", fd(15_000_000)],
  ["FD of 2 cr at 7% for 5 years", fd(20_000_000)],
  ["FD of 2 crores at 7% for 5 years", fd(20_000_000)],
  // Rates.
  [
    "Home loan of 50 lakh at 8.5% for 20 years",
    {
      topic: "home-loan",
      values: { amount: 5_000_000, rate: 8.5, years: 20 },
      headline: "₹43,391",
    },
  ],
  [
    "home loan 50 lakh at 8.5 percent for 20 years",
    {
      topic: "home-loan",
      values: { amount: 5_000_000, rate: 8.5, years: 20 },
      headline: "₹43,391",
    },
  ],
  [
    "home loan 50 lakh at 8.5 per cent for 20 years",
    { topic: "home-loan", values: { amount: 5_000_000, rate: 8.5, years: 20 } },
  ],
  [
    "home loan 50 lakh at 8.5 pct for 20 years",
    { topic: "home-loan", values: { amount: 5_000_000, rate: 8.5, years: 20 } },
  ],
  [
    "EMI for 50,00,000 @ 8.5% p.a. for 20 years",
    {
      topic: "home-loan",
      values: { amount: 5_000_000, rate: 8.5, years: 20 },
      headline: "₹43,391",
    },
  ],
  // Tenures, including the abbreviations and slips people type.
  [
    "home loan 50 lakh at 8.5% for 20 yrs",
    { topic: "home-loan", values: { amount: 5_000_000, rate: 8.5, years: 20 } },
  ],
  [
    "home loan 50 lakh at 8.5% for 20 yr",
    { topic: "home-loan", values: { amount: 5_000_000, rate: 8.5, years: 20 } },
  ],
  [
    "home loan 50 lakh at 8.5% for 20y",
    { topic: "home-loan", values: { amount: 5_000_000, rate: 8.5, years: 20 } },
  ],
  [
    "home loan 50 lakh at 8.5% for 20 yeras",
    { topic: "home-loan", values: { amount: 5_000_000, rate: 8.5, years: 20 } },
  ],
  [
    "home loan 50 lakh at 8.5% for 240 months",
    {
      topic: "home-loan",
      values: { amount: 5_000_000, rate: 8.5, years: 20 },
      headline: "₹43,391",
    },
  ],
  ["FD of 1 lakh at 7% for 18 months", fd18Months],
  ["FD of 1 lakh at 7% for 18 mnths", fd18Months],
  [
    "FD of 1 lakh at 7% for 12 months",
    { topic: "fd", values: { amount: 100_000, rate: 7, years: 1 } },
  ],
  [
    "FD of 1 lakh at 7% for 2 years 6 months",
    { topic: "fd", values: { amount: 100_000, rate: 7, years: 2.5 } },
  ],
  [
    "RD of 5000 at 8% for 1 year",
    {
      topic: "rd",
      values: { amount: 5000, rate: 8, years: 1 },
      headline: "₹62,647",
    },
  ],
  [
    "RD 5000 8% 1 yr",
    {
      topic: "rd",
      values: { amount: 5000, rate: 8, years: 1 },
      headline: "₹62,647",
    },
  ],
  [
    "recurring deposit of ₹5,000 at 8% for 12 months",
    {
      topic: "rd",
      values: { amount: 5000, rate: 8, years: 1 },
      headline: "₹62,647",
    },
  ],
  // Mixed case.
  ["SIP OF 5000 AT 12% FOR 10 YEARS", sip5000],
  ["Sip Of 5K At 12% For 10 Yrs", sip5000],
  [
    "HOME LOAN 50 LAKHS AT 8.5% FOR 20 YEARS",
    {
      topic: "home-loan",
      values: { amount: 5_000_000, rate: 8.5, years: 20 },
      headline: "₹43,391",
    },
  ],
  [
    "Fixed Deposit 1 Lakh 7% 5 Years",
    { ...fd(100_000), headline: "₹1,41,478" },
  ],
  // Each intent by its different names, asking for what is missing.
  [
    "Home loan EMI calculation",
    { topic: "home-loan", values: {}, awaiting: "amount" },
  ],
  [
    "What will my EMI be?",
    { topic: "home-loan", values: {}, awaiting: "amount" },
  ],
  [
    "housing loan of 30 lakh",
    { topic: "home-loan", values: { amount: 3_000_000 }, awaiting: "rate" },
  ],
  [
    "mortgage of 40 lakh at 9%",
    {
      topic: "home-loan",
      values: { amount: 4_000_000, rate: 9 },
      awaiting: "years",
    },
  ],
  [
    "I want to prepay my home loan",
    { topic: "home-loan-amortization", values: {}, awaiting: "amount" },
  ],
  [
    "part payment on my loan",
    { topic: "home-loan-amortization", values: {}, awaiting: "amount" },
  ],
  [
    "extra payment of 10000 every month",
    {
      topic: "home-loan-amortization",
      values: { extraAmount: 10_000, extraFrequency: "monthly" },
      awaiting: "amount",
    },
  ],
  [
    "home loan 50 lakh at 8% for 20 years, extra 10000 monthly",
    {
      topic: "home-loan-amortization",
      values: {
        amount: 5_000_000,
        rate: 8,
        years: 20,
        extraAmount: 10_000,
        extraFrequency: "monthly",
      },
      headline: "₹19,98,983",
    },
  ],
  [
    "prepay 1 lakh every year on a 50 lakh loan at 8.5% for 20 years",
    {
      topic: "home-loan-amortization",
      values: {
        amount: 5_000_000,
        rate: 8.5,
        years: 20,
        extraAmount: 100_000,
        extraFrequency: "yearly",
      },
    },
  ],
  [
    "systematic investment plan of 2000",
    { topic: "sip", values: { amount: 2000 }, awaiting: "rate" },
  ],
  [
    "mutual fund SIP for 15 years",
    { topic: "sip", values: { years: 15 }, awaiting: "amount" },
  ],
  ["fixed deposit", { topic: "fd", values: {}, awaiting: "amount" }],
  [
    "FD for 3 years at 7.1%",
    { topic: "fd", values: { rate: 7.1, years: 3 }, awaiting: "amount" },
  ],
  ["recurring deposit", { topic: "rd", values: {}, awaiting: "amount" }],
  [
    "RD of 2000 a month",
    { topic: "rd", values: { amount: 2000 }, awaiting: "rate" },
  ],
  // The four quick prompts (docs/product.md#home-and-chat).
  [
    quickPrompts(ENGLISH)[0],
    { topic: "sip", values: { amount: 5000 }, awaiting: "rate" },
  ],
  [
    quickPrompts(ENGLISH)[1],
    {
      topic: "fd",
      values: { amount: 100_000, years: 5 },
      awaiting: "rate",
      says: ["I don't track live bank rates", "DICGC"],
    },
  ],
  [
    quickPrompts(ENGLISH)[2],
    {
      topic: "rd-vs-sip",
      headline: "₹3,54,954",
      says: [
        "an example rate",
        "an assumed 12%",
        "guaranteed",
        "not guaranteed",
      ],
    },
  ],
  [
    quickPrompts(ENGLISH)[3],
    { topic: "home-loan", values: {}, awaiting: "amount" },
  ],
  [
    "compare RD and SIP for 10000 over 7 years",
    { topic: "rd-vs-sip", values: { amount: 10_000, years: 7 } },
  ],
  [
    "RD at 7% vs SIP at 10%",
    { topic: "rd-vs-sip", values: { rdRate: 7, sipReturn: 10 } },
  ],
  [
    "which bank has the highest fd rates?",
    { topic: "fd", awaiting: "rate", says: ["I don't track live bank rates"] },
  ],
  // Small talk.
  ["hi", { reply: en.greetingReply }],
  ["Hello!", { reply: en.greetingReply }],
  ["Namaste", { reply: en.greetingReply }],
  ["good morning", { reply: en.greetingReply }],
  ["thank you", { reply: en.thanks }],
  ["Thanks!", { reply: en.thanks }],
  ["thx", { reply: en.thanks }],
  ["help", { reply: en.help }],
  ["What can you do?", { reply: en.help }],
  // Unknown input gets the assistant's "not sure I understand" words exactly.
  ["blah blah", { reply: en.unknown }],
  ["what's the weather in Pune?", { reply: en.unknown }],
  ["???", { reply: en.unknown }],
  ["   ", { reply: en.unknown }],
  ["42", { reply: en.unknown }],
  // Figures outside the accepted ranges are refused with the reason, and asked for again.
  [
    "SIP of 5000 at 60% for 10 years",
    {
      topic: "sip",
      values: { amount: 5000, years: 10 },
      awaiting: "rate",
      says: ["from 1% to 50%", "'60%'"],
    },
  ],
  [
    "SIP of 5000 at 0.5% for 10 years",
    {
      topic: "sip",
      values: { amount: 5000, years: 10 },
      awaiting: "rate",
      says: ["from 1% to 50%", "'0.5%'"],
    },
  ],
  [
    "FD of 1 lakh at 51 percent for 5 years",
    {
      topic: "fd",
      values: { amount: 100_000, years: 5 },
      awaiting: "rate",
      says: ["outside that range"],
    },
  ],
  [
    "FD of 1 lakh at -5% for 5 years",
    {
      topic: "fd",
      values: { amount: 100_000, years: 5 },
      awaiting: "rate",
      says: ["'-5%'"],
    },
  ],
  [
    "home loan 50 lakh at 8.5% for 60 years",
    {
      topic: "home-loan",
      values: { amount: 5_000_000, rate: 8.5 },
      awaiting: "years",
      says: ["'60 years' is longer", "from 1 to 50 years"],
    },
  ],
  [
    "home loan 50 lakh at 8.5% for 700 months",
    {
      topic: "home-loan",
      values: { amount: 5_000_000, rate: 8.5 },
      awaiting: "years",
      says: ["'700 months' is longer"],
    },
  ],
  [
    "FD of 1 lakh at 7% for 3 days",
    {
      topic: "fd",
      values: { amount: 100_000, rate: 7 },
      awaiting: "years",
      says: ["'3 days' is shorter", "FD periods must be from 7 days"],
    },
  ],
  [
    "SIP of 5000 at 12% for 0.5 years",
    {
      topic: "sip",
      values: { amount: 5000, rate: 12 },
      awaiting: "years",
      says: ["is shorter than I can work with"],
    },
  ],
  [
    "FD of 0 at 7% for 5 years",
    {
      topic: "fd",
      values: { rate: 7, years: 5 },
      awaiting: "amount",
      says: ["must be more than ₹0"],
    },
  ],
  [
    "FD of 20000 crore at 7% for 5 years",
    {
      topic: "fd",
      values: { rate: 7, years: 5 },
      awaiting: "amount",
      says: ["₹10,000 crore"],
    },
  ],
];

const EMI_30L = "₹26,035"; // ₹30 lakh at 8.5% for 20 years; each row is also checked against homeLoan()
const EMI_50L = "₹43,391"; // ₹50 lakh at 8.5% for 20 years: a known answer of docs/product.md
const FD_1L_5Y = "₹1,41,478"; // ₹1 lakh at 7% for 5 years: a known answer
const RD_5K_1Y = "₹62,647"; // ₹5,000 a month at 8% for 1 year: a known answer

const loan30 = {
  topic: "home-loan",
  values: { amount: 3_000_000, rate: 8.5, years: 20 },
  headline: EMI_30L,
} as const;
const loan50 = {
  topic: "home-loan",
  values: { amount: 5_000_000, rate: 8.5, years: 20 },
  headline: EMI_50L,
} as const;
const loan = (amount: number, rate: number, years: number) =>
  ({ topic: "home-loan", values: { amount, rate, years } }) as const;
const sipOf = (amount: number, rate: number, years: number) =>
  ({ topic: "sip", values: { amount, rate, years } }) as const;
const fdOf = (amount: number, rate: number, years: number) =>
  ({ topic: "fd", values: { amount, rate, years } }) as const;
/** A period written in months or days: its exact years, and the words as written. */
const termed = (
  topic: Topic,
  amount: number,
  rate: number,
  count: number,
  unit: "months" | "days",
) =>
  ({
    topic,
    values: {
      amount,
      rate,
      years: unit === "days" ? count / 365 : count / 12,
      term: { count, unit },
    },
  }) as const;
const fdFor = (
  amount: number,
  rate: number,
  count: number,
  unit: "months" | "days",
) => termed("fd", amount, rate, count, unit);
/** A reply that asks for one figure again, saying why. */
const asks = (
  topic: Topic,
  values: ChatValues,
  awaiting: Slot,
  says: string[],
): Expected => ({ topic, values, awaiting, says });
const rdOf = (amount: number, rate: number, years: number) =>
  ({ topic: "rd", values: { amount, rate, years } }) as const;
const interest = (
  topic: "simple-interest" | "compound-interest",
  amount: number,
  rate: number,
  years: number,
) => ({ topic, values: { amount, rate, years } }) as const;
const fd1Lakh5Years = { ...fdOf(100_000, 7, 5), headline: FD_1L_5Y } as const;
const rd5000 = { ...rdOf(5000, 8, 1), headline: RD_5K_1Y } as const;
const explains = (link: string, words: string) =>
  ({ link, says: [words] }) as const;
const unsupported = (name: string, link: string) =>
  ({ link, says: [`Kosh has no calculator for ${name}`] }) as const;
const RISK = "can fall, even below what you paid in";

/** Hindi and Hinglish, Devanagari, typos, days and months, every calculator, and what Kosh does not do. */
const INDIA_PHRASINGS: [Phrasing, Expected][] = [
  // Hinglish in Latin letters: home loans.
  ["emi 30 lakh 20 saal 8.5 pratishat", loan30],
  ["EMI 30 LAKH 20 SAAL 8.5 PRATISHAT", loan30],
  ["30 lakh ka loan 20 saal ke liye 8.5 pratishat pe emi kitni hogi", loan30],
  ["emi 30 lakh 240 mahine 8.5 pratishat", loan30],
  ["emi kitni hogi 30 lakh 8.5% 20 saal", loan30],
  ["30 lakh home loan, byaj 8.5, saal 20", loan30],
  ["home loan 50 lakh 8.5 percent 20 saal", loan50],
  ["50 lakh ka home loan 8.5 pratishat par 20 varsh", loan50],
  ["ghar ka loan 40 lakh 9 pratishat 15 saal", loan(4_000_000, 9, 15)],
  ["loan 25 lakh, 9 percent, 15 saal, emi kitni", loan(2_500_000, 9, 15)],
  ["loan 1 crore 8.75 pratishat 30 varsh", loan(10_000_000, 8.75, 30)],
  ["60 lakh loan 8.4% 25 baras", loan(6_000_000, 8.4, 25)],
  ["home loan 45 lakh 8.6 pratishat 20 sal", loan(4_500_000, 8.6, 20)],
  ["1.2 karod ka loan 9% 25 saal", loan(12_000_000, 9, 25)],
  ["emi 30 lakh 20 saal 8.5 pratishat ka kitna hai", loan30],
  // Hinglish: SIP.
  ["sip 5000 mahine ka 8 saal ke liye 11 pratishat", sipOf(5000, 11, 8)],
  ["5000 ki sip 10 saal 12 percent", sip5000],
  ["har mahine 5000 sip 12 pratishat 10 saal", sip5000],
  ["mujhe 5000 ki sip karni hai 10 saal ke liye 12 pratishat pe", sip5000],
  ["sip 5k 12 pratishat 10 varsh", sip5000],
  ["sip 10 hazaar 15 saal 12 pratishat", sipOf(10_000, 12, 15)],
  ["sip 2 hajar 12% 20 saal", sipOf(2000, 12, 20)],
  ["sip 25000 mahina 10% 15 saal", sipOf(25_000, 10, 15)],
  ["sip 3 hajaar 14 pratishat 12 saal", sipOf(3000, 14, 12)],
  ["sip 1500 ka 20 saal 12 pratishat", sipOf(1500, 12, 20)],
  // Hinglish: deposits.
  ["fd 50 hazaar 7 pratishat 2 saal", fdOf(50_000, 7, 2)],
  ["1 lakh ki fd 7% 5 saal", fd1Lakh5Years],
  ["fd 1 lakh saal 5 byaj 7", fd1Lakh5Years],
  ["fd 2 lakh 7.1% 6 mahine", fdFor(200_000, 7.1, 6, "months")],
  ["fd 1 lakh 7% 444 din", fdFor(100_000, 7, 444, "days")],
  ["fd 5 lakh 7.25 pratishat 18 mahine", fdFor(500_000, 7.25, 18, "months")],
  ["fd 3 lakh 7.5% 1 saal 6 mahine", fdOf(300_000, 7.5, 1.5)],
  ["rd 5000 har mahine 8% 1 saal", rd5000],
  ["rd 2000 mahina 7 pratishat 3 saal", rdOf(2000, 7, 3)],
  ["rd 5000 7% 18 mahine", termed("rd", 5000, 7, 18, "months")],
  // Devanagari, with Devanagari or western digits.
  ["३० लाख का लोन २० साल के लिए ८.५ प्रतिशत पर ईएमआई कितनी होगी", loan30],
  ["ईएमआई 30 लाख 20 साल 8.5 प्रतिशत", loan30],
  ["ईएमआई 50 लाख 8.5 प्रतिशत 20 साल", loan50],
  ["होम लोन ४० लाख ९ प्रतिशत १५ साल", loan(4_000_000, 9, 15)],
  ["1 करोड़ का होम लोन 8.5 प्रतिशत 30 साल", loan(10_000_000, 8.5, 30)],
  // करोड़ written with the nukta as a separate mark.
  [
    "1 \u0915\u0930\u094b\u0921\u093c का होम लोन 8.5 प्रतिशत 30 वर्ष",
    loan(10_000_000, 8.5, 30),
  ],
  ["एसआईपी ५००० महीना १२ प्रतिशत १० साल", sip5000],
  ["5000 की एसआईपी 10 साल के लिए 12 प्रतिशत", sip5000],
  ["एसआईपी 10 हज़ार 15 साल 12 प्रतिशत", sipOf(10_000, 12, 15)],
  ["एसआईपी 10 हजार 15 साल 12 प्रतिशत", sipOf(10_000, 12, 15)],
  ["एफडी 1 लाख 7 प्रतिशत 5 साल", fd1Lakh5Years],
  ["एफडी २ लाख ७.१ प्रतिशत ६ महीने", fdFor(200_000, 7.1, 6, "months")],
  ["एफडी 1 लाख 7% 444 दिन", fdFor(100_000, 7, 444, "days")],
  ["एफडी १ लाख ७.५% १८ महीने", fdFor(100_000, 7.5, 18, "months")],
  ["आरडी 5000 8 प्रतिशत 1 साल", rd5000],
  [
    "चक्रवृद्धि ब्याज 1 लाख 10 प्रतिशत 5 साल",
    interest("compound-interest", 100_000, 10, 5),
  ],
  [
    "साधारण ब्याज 50 हजार 8 प्रतिशत 3 साल",
    interest("simple-interest", 50_000, 8, 3),
  ],
  ["एसआईपी क्या है", explains("/sip", "systematic investment plan")],
  ["नमस्ते", { reply: en.greetingReply }],
  ["धन्यवाद", { reply: en.thanks }],
  ["मदद", { reply: en.help }],
  ["पीपीएफ 1.5 लाख 15 साल", PPF_150K],
  [
    "1 लाख सैलरी पर कितना होम लोन मिलेगा",
    {
      topic: "affordability",
      values: { salary: 100_000, amount: 40_000 },
      says: ["Rule of thumb"],
    },
  ],
  ["एफडी या एसआईपी क्या बेहतर है", { topic: "fd-vs-sip", says: [RISK] }],
  // Typos and squeezed spellings.
  ["hom loan 50 lakh 8.5% 20 yeras", loan50],
  ["emi 50 lakhs @ 8.5 percnt for 20 yrs", loan50],
  ["emi 50 lac 8.5 pct 20 yr", loan50],
  ["sip 5000 at 12 pecent for 10 yaers", sip5000],
  ["sip 5000 12 percnet 10 saal", sip5000],
  ["sip 5000 12% 10 yers", sip5000],
  ["fixed deposite 1 lakh 7% 5 years", fd1Lakh5Years],
  ["fd 1lakh 7% 5yrs", fd1Lakh5Years],
  ["FD 1 lakh 7 % 5 years", fd1Lakh5Years],
  ["reccuring deposit 5000 8% 1 year", rd5000],
  [
    "compund intrest on 1 lakh at 10% for 5 years",
    interest("compound-interest", 100_000, 10, 5),
  ],
  [
    "simpel intrest 1 lakh 8% 3 years",
    interest("simple-interest", 100_000, 8, 3),
  ],
  // Terms in days and months for deposits.
  ["fd 1 lakh 7% 444 days", fdFor(100_000, 7, 444, "days")],
  ["FD of 2 lakh at 7.1% for 6 months", fdFor(200_000, 7.1, 6, "months")],
  ["FD 1 lakh 7% 18 months", fdFor(100_000, 7, 18, "months")],
  ["fd 5 lakh 6.8% 400 days", fdFor(500_000, 6.8, 400, "days")],
  ["fd 1 lakh 6% 90 days", fdFor(100_000, 6, 90, "days")],
  ["fd 1 lakh 7% 7 days", fdFor(100_000, 7, 7, "days")],
  ["fd of 10 lakh at 7.4% for 15 months", fdFor(1_000_000, 7.4, 15, "months")],
  ["FD of 1 lakh at 7% for 3 years 6 months", fdOf(100_000, 7, 3.5)],
  ["fd 1 lakh 7% 1 year 6 months", fdOf(100_000, 7, 1.5)],
  ["rd 3000 6.5% 6 months", termed("rd", 3000, 6.5, 6, "months")],
  [
    "rd 5000 7% 3 months",
    asks("rd", { amount: 5000, rate: 7 }, "years", [
      "RD periods must be from 6 months",
    ]),
  ],
  [
    "rd 5000 7% 400 days",
    asks("rd", { amount: 5000, rate: 7 }, "years", ["in months or years"]),
  ],
  ["sip 5000 12% 18 months", termed("sip", 5000, 12, 18, "months")],
  [
    "home loan 50 lakh 8.5% 6 months",
    asks("home-loan", { amount: 5_000_000, rate: 8.5 }, "years", [
      "from 1 to 50 years",
    ]),
  ],
  [
    "simple interest 50000 at 9% for 90 days",
    termed("simple-interest", 50_000, 9, 90, "days"),
  ],
  [
    "compound interest 1 lakh 10% 30 months",
    termed("compound-interest", 100_000, 10, 30, "months"),
  ],
  // Simple and compound interest.
  [
    "compound interest on 1 lakh at 10% for 5 years",
    interest("compound-interest", 100_000, 10, 5),
  ],
  [
    "simple interest on 1 lakh at 10% for 5 years",
    interest("simple-interest", 100_000, 10, 5),
  ],
  [
    "CI of 2 lakh at 8% for 3 years",
    interest("compound-interest", 200_000, 8, 3),
  ],
  ["SI 20000 6% 2 years", interest("simple-interest", 20_000, 6, 2)],
  [
    "what is the compound interest on 50000 at 12% for 4 years",
    interest("compound-interest", 50_000, 12, 4),
  ],
  [
    "simple interest",
    { topic: "simple-interest", values: {}, awaiting: "amount" },
  ],
  [
    "interest on 1 lakh at 10% for 5 years",
    {
      values: { amount: 100_000, rate: 10, years: 5 },
      says: ["Simple interest or compound interest?"],
    },
  ],
  [
    ["interest on 1 lakh at 10% for 5 years", "compound"],
    interest("compound-interest", 100_000, 10, 5),
  ],
  [
    "compound interest 1 lakh",
    {
      topic: "compound-interest",
      values: { amount: 100_000 },
      awaiting: "rate",
    },
  ],
  [
    ["simple interest on 1 lakh at 10% for 5 years", "what if 7 years?"],
    interest("simple-interest", 100_000, 10, 7),
  ],
  [
    ["compound interest", "1 lakh", "10%", "5 saal"],
    interest("compound-interest", 100_000, 10, 5),
  ],
  // Prepayment.
  [
    "prepayment 2 lakh every year on 40 lakh loan at 8.5% for 20 years",
    {
      topic: "home-loan-amortization",
      values: {
        amount: 4_000_000,
        rate: 8.5,
        years: 20,
        extraAmount: 200_000,
        extraFrequency: "yearly",
      },
    },
  ],
  [
    "home loan 50 lakh 8% 20 saal, har mahine 10000 extra",
    {
      topic: "home-loan-amortization",
      values: {
        amount: 5_000_000,
        rate: 8,
        years: 20,
        extraAmount: 10_000,
        extraFrequency: "monthly",
      },
      // ₹50 lakh at 8% for 20 years: EMI ₹41,822, a known answer.
      figure: ["Monthly EMI", "₹41,822"],
    },
  ],
  [
    ["home loan 50 lakh at 8% for 20 years", "prepay 1 lakh every year"],
    {
      topic: "home-loan-amortization",
      values: {
        amount: 5_000_000,
        rate: 8,
        years: 20,
        extraAmount: 100_000,
        extraFrequency: "yearly",
      },
      figure: ["Monthly EMI", "₹41,822"],
    },
  ],
  [
    "part payment 5000 monthly on 30 lakh loan 9% 15 years",
    {
      topic: "home-loan-amortization",
      values: {
        amount: 3_000_000,
        rate: 9,
        years: 15,
        extraAmount: 5000,
        extraFrequency: "monthly",
      },
    },
  ],
  // Comparisons.
  [
    "FD vs SIP for 5 years at 7 and 12",
    {
      topic: "fd-vs-sip",
      values: { years: 5, fdRate: 7, sipReturn: 12 },
      says: [RISK],
    },
  ],
  [
    "What is better, FD or SIP?",
    { topic: "fd-vs-sip", values: {}, says: [RISK, "an example"] },
  ],
  ["fd or sip which is better", { topic: "fd-vs-sip", values: {} }],
  [
    "fd vs sip 2 lakh 5 saal 7 aur 12",
    {
      topic: "fd-vs-sip",
      values: { amount: 200_000, years: 5, fdRate: 7, sipReturn: 12 },
    },
  ],
  [
    "sip vs fd 12% and 7% for 10 years",
    { topic: "fd-vs-sip", values: { sipReturn: 12, fdRate: 7, years: 10 } },
  ],
  [
    "compare FD and SIP of 1 lakh over 10 years",
    { topic: "fd-vs-sip", values: { amount: 100_000, years: 10 } },
  ],
  [
    ["FD vs SIP for 5 years at 7 and 12", "what if 10 years?"],
    { topic: "fd-vs-sip", values: { years: 10, fdRate: 7, sipReturn: 12 } },
  ],
  [
    "compare SIP and RD at 12 and 7",
    { topic: "rd-vs-sip", values: { sipReturn: 12, rdRate: 7 } },
  ],
  ["rd ya sip kya better hai", { topic: "rd-vs-sip", values: {} }],
  ["fd ya rd kya better hai", { says: ["lump sum"], link: "/rd" }],
  ["FD or RD, which is better?", { says: ["lump sum"], link: "/fd" }],
  // Short explanations, each with its calculator.
  ["what is sip", explains("/sip", "systematic investment plan")],
  ["sip kya hai", explains("/sip", "systematic investment plan")],
  ["What is an FD?", explains("/fd", "fixed deposit")],
  ["explain RD", explains("/rd", "recurring deposit")],
  ["what is a recurring deposit", explains("/rd", "every month")],
  ["what is emi", explains("/home-loan", "equated monthly instalment")],
  ["emi kya hota hai", explains("/home-loan", "equated monthly instalment")],
  [
    "what is prepayment",
    explains("/home-loan-amortization", "straight to the principal"),
  ],
  [
    "prepayment kya hai",
    explains("/home-loan-amortization", "straight to the principal"),
  ],
  [
    "explain compounding",
    explains("/compound-interest", "interest earning interest"),
  ],
  [
    "what is power of compounding",
    explains("/compound-interest", "interest earning interest"),
  ],
  [
    "what is compound interest",
    explains("/compound-interest", "interest earning interest"),
  ],
  [
    "what is simple interest",
    explains("/simple-interest", "principal × rate × time"),
  ],
  // Products Kosh has no calculator for: said plainly, with the nearest one.
  ["ppf 1.5 lakh yearly 15 years", PPF_150K_YEARLY],
  ["nps 5000 monthly 20 years", unsupported("NPS", "/sip")],
  ["gold price", unsupported("gold", "/compound-interest")],
  ["gold mein 1 lakh 10 saal", unsupported("gold", "/compound-interest")],
  ["epf interest rate", unsupported("EPF", "/compound-interest")],
  // Issue 28's schemes have calculators now: named without figures, they ask for the deposit.
  [
    "sukanya samriddhi yojana",
    { topic: "sukanya-samriddhi", values: {}, awaiting: "amount" },
  ],
  [
    "post office mis",
    { topic: "post-office-mis", values: {}, awaiting: "amount" },
  ],
  [
    "should I buy stocks",
    unsupported("shares and crypto", "/compound-interest"),
  ],
  ["lic policy returns", unsupported("insurance plans", "/compound-interest")],
  ["bitcoin", unsupported("shares and crypto", "/compound-interest")],
  ["PPF vs FD", { topic: "ppf", values: {}, awaiting: "amount" }],
  ["nps ya sip kya better hai", unsupported("NPS", "/sip")],
  // How much loan: a rule of thumb labelled as one, or the EMI the person can pay.
  [
    "how much loan can I take on a ₹1 lakh salary",
    {
      topic: "affordability",
      values: { salary: 100_000, amount: 40_000 },
      says: ["Rule of thumb", "40%", "₹1,00,000 a month"],
    },
  ],
  [
    "how much emi can I afford with 1 lakh salary",
    {
      topic: "affordability",
      values: { salary: 100_000, amount: 40_000 },
      says: ["Rule of thumb"],
    },
  ],
  [
    "mera salary 80 hajar hai, kitna home loan milega",
    { topic: "affordability", values: { salary: 80_000, amount: 32_000 } },
  ],
  [
    "12 lpa salary how much home loan",
    { topic: "affordability", values: { salary: 100_000, amount: 40_000 } },
  ],
  [
    "how much loan on 1 lakh salary at 8.5% a year for 20 years",
    {
      topic: "affordability",
      values: { salary: 100_000, amount: 40_000, rate: 8.5, years: 20 },
    },
  ],
  [
    "how much home loan on 18 lakh a year salary",
    { topic: "affordability", values: { salary: 150_000, amount: 60_000 } },
  ],
  [
    "1 lakh salary me kitni sip karu",
    { topic: "sip", values: {}, awaiting: "amount" },
  ],
  [
    "i can pay 30000 emi how much loan can i get",
    { topic: "affordability", values: { amount: 30_000 } },
  ],
  [
    "how much home loan can i afford",
    { topic: "affordability", values: {}, awaiting: "amount" },
  ],
  [
    ["how much home loan can i afford", "25000"],
    { topic: "affordability", values: { amount: 25_000 } },
  ],
  [
    "loan eligibility on 60000 salary at 9% for 25 years",
    {
      topic: "affordability",
      values: { salary: 60_000, amount: 24_000, rate: 9, years: 25 },
    },
  ],
  [
    ["how much loan can I take on a ₹1 lakh salary", "what if 25 years?"],
    {
      topic: "affordability",
      values: { salary: 100_000, amount: 40_000, years: 25 },
    },
  ],
  // Two readings: asked, not guessed; the answer settles both figures.
  [["sip 5000 12 10", "12"], sip5000],
  [["sip 5000 12 10", "10 years"], sip5000],
  [["sip 5000 12 10", "12%"], sip5000],
  ["emi 50 lakh 20 8.5", loan50],
  [
    "home loan 40 lakh 9 25",
    asks("home-loan", { amount: 4_000_000 }, "rate", [
      "9% for 25 years, or 25% for 9 years?",
    ]),
  ],
  [
    "rd 5000 8 1",
    asks("rd", { amount: 5000 }, "rate", ["8% for 1 year, or 1% for 8 years?"]),
  ],
  [["rd 5000 8 1", "8"], rd5000],
  [
    "fd 1 lakh 7% 8% 5 years",
    asks("fd", { amount: 100_000, years: 5 }, "rate", [
      "I read both '7%' and '8%' as the rate",
    ]),
  ],
  [
    "sip 5000 12% 10 years 15 years",
    asks("sip", { amount: 5000, rate: 12 }, "years", [
      "'10 years' and '15 years' as the period",
    ]),
  ],
  [
    "emi 50 lakh 8.5 60",
    asks("home-loan", { amount: 5_000_000, rate: 8.5 }, "years", [
      "60 years is longer",
    ]),
  ],
  // Follow-ups in Hinglish, and conversations built one figure at a time.
  [
    ["emi 30 lakh 20 saal 8.5 pratishat", "25 saal kar do"],
    loan(3_000_000, 8.5, 25),
  ],
  [["sip 5000 12% 10 saal", "15 saal ho to?"], sipOf(5000, 12, 15)],
  [["fd 1 lakh 7% 5 saal", "444 din"], fdFor(100_000, 7, 444, "days")],
  [
    ["fd 1 lakh 7% 444 days", "what if 2 lakh?"],
    fdFor(200_000, 7, 444, "days"),
  ],
  [["fd 1 lakh 7% 444 days", "what if 2 years?"], fdOf(100_000, 7, 2)],
  [["sip", "5000", "12", "10"], sip5000],
  [["home loan", "30 lakh", "8.5 pratishat", "20 saal"], loan30],
  [["fd", "1 lakh", "7%", "6 mahine"], fdFor(100_000, 7, 6, "months")],
  [["rd 5000 7% 2 saal", "18 mahine"], termed("rd", 5000, 7, 18, "months")],
  [["ईएमआई", "30 लाख", "8.5 प्रतिशत", "20 साल"], loan30],
  // More English.
  ["EMI for 30 lakh at 8.5% for 20 years", loan30],
  ["sip of 8000 at 11% for 8 years", sipOf(8000, 11, 8)],
  [
    "What will 2 lakh in an FD at 7.5% give after 3 years?",
    fdOf(200_000, 7.5, 3),
  ],
  ["car loan 8 lakh 9.5% 5 years", loan(800_000, 9.5, 5)],
];

/** An FD that pays its interest out: the card's headline is the interest each payout. */
const payoutFd = (
  amount: number,
  rate: number,
  years: number,
  payout: "monthly" | "quarterly",
  headline: string,
): Expected => ({
  topic: "fd",
  values: { amount, rate, years, payout },
  headline,
  figure: ["Returned at Maturity", formatInr(amount)],
});
/** 'Tax on FD interest': the TDS facts (no FD is started: see "tax questions" below). */
const fdTax: Expected = {
  says: ["TDS at 10%", "passes ₹50,000", "₹1,00,000 for a senior citizen"],
};

// Issue 28: the chat answers payout and tax questions instead of ignoring the word.
const PAYOUT_AND_TAX_PHRASINGS: [Phrasing, Expected][] = [
  // ₹10,00,000 × 8 % / 4 = ₹20,000 a quarter, the deposit returned (docs/product.md#interest-schedules).
  [
    "senior citizen fd 10 lakh 8% 5 years quarterly payout",
    payoutFd(1_000_000, 8, 5, "quarterly", "₹20,000"),
  ],
  [
    "fd 10 lakh 8% 5 saal quarterly interest",
    payoutFd(1_000_000, 8, 5, "quarterly", "₹20,000"),
  ],
  // Monthly: the quarterly rate discounted to a month, 10,00,000 × (1.02^(1/3) − 1) = ₹6,623
  // (the rule of deposit-known-answers.test.ts, checked there against Paisabazaar's published table).
  [
    "fd 10 lakh 8% 5 years monthly payout",
    payoutFd(1_000_000, 8, 5, "monthly", "₹6,623"),
  ],
  [
    "fd 10 lakh 8% 5 saal har mahine interest",
    payoutFd(1_000_000, 8, 5, "monthly", "₹6,623"),
  ],
  [
    ["fd 10 lakh 8% 5 years", "what if quarterly payout?"],
    payoutFd(1_000_000, 8, 5, "quarterly", "₹20,000"),
  ],
  [
    ["fd 10 lakh 8% 5 years monthly payout", "and cumulative?"],
    { ...fdOf(1_000_000, 8, 5), headline: "₹14,85,947" },
  ],
  // Compounding quarterly is how an FD grows, not a payout.
  [
    "fd 1 lakh 7% 5 years compounded quarterly",
    { ...fdOf(100_000, 7, 5), headline: FD_1L_5Y },
  ],
  // A tax-saver FD is an FD to work out, not a tax question.
  [
    "tax saver fd 1 lakh 7% 5 years",
    { ...fdOf(100_000, 7, 5), headline: FD_1L_5Y },
  ],
  // The bank's rule, as the dashboard counts it: four quarters, then 79 days simple (decision 0042).
  [
    "fd 5 lakh 7.25% 444 days",
    { ...fdFor(500_000, 7.25, 444, "days"), headline: "₹5,45,678" },
  ],
  // Compound interest as often as asked: ₹8,000 at 10% for 1½ years half-yearly is ₹9,261 in
  // all, ₹1,261 of interest (NCERT Mathematics, Class 8, "Comparing Quantities").
  [
    "compound interest 8000 10% 1.5 years half yearly",
    {
      topic: "compound-interest",
      values: {
        amount: 8000,
        rate: 10,
        years: 1.5,
        compounding: "half-yearly",
      },
      headline: "₹1,261",
      says: ["compounded every half-year"],
    },
  ],
  [
    ["compound interest 1 lakh 12% 1 year", "and monthly?"],
    {
      topic: "compound-interest",
      values: { amount: 100_000, rate: 12, years: 1, compounding: "monthly" },
      headline: "₹12,683",
    },
  ],
  [
    "chakravridhi byaj 1 lakh 12% 1 saal timahi",
    {
      topic: "compound-interest",
      values: { amount: 100_000, rate: 12, years: 1, compounding: "quarterly" },
      headline: "₹12,551",
    },
  ],
  ["tax on fd interest", fdTax],
  ["TDS on FD", fdTax],
  ["is fd interest taxable?", fdTax],
  ["fd interest pe tax kitna lagega", fdTax],
  ["fd ke byaj par tds kab katta hai", fdTax],
  [["fd 1 lakh 7% 5 years", "tds?"], fdTax],
];

// Issue 28: the registry's new calculators, in English, Hinglish and Devanagari. Every card's
// figures are checked against core's formula on the link's inputs (expectFiguresFromCalculators),
// a scheme's rate against the rate in force today; the headlines below are the known answers.
const scss15 = { topic: "scss", values: { amount: 1_500_000 } } as const;
// ₹1 crore in 15 years at 12%: ₹19,819 a month (issue 28's known answer, goal-sip.test.ts).
const goal1Crore = {
  topic: "goal-sip",
  values: { amount: 10_000_000, rate: 12, years: 15 },
  headline: "₹19,819",
} as const;
const sukanya1Lakh = {
  topic: "sukanya-samriddhi",
  values: { amount: 100_000 },
} as const;
const nsc50k = { topic: "nsc", values: { amount: 50_000 } } as const;
const kvp1Lakh = { topic: "kvp", values: { amount: 100_000 } } as const;
const mis9Lakh = {
  topic: "post-office-mis",
  values: { amount: 900_000 },
} as const;
const td = (years: number) =>
  ({ topic: "post-office-td", values: { amount: 100_000, years } }) as const;
const stepUp = {
  topic: "step-up-sip",
  values: { amount: 5000, stepUp: 10, rate: 12, years: 10 },
} as const;
const swp10Lakh = {
  topic: "swp",
  values: { amount: 1_000_000, withdrawal: 8000, rate: 8, years: 10 },
} as const;
const lumpsum1Lakh = {
  topic: "lumpsum",
  values: { amount: 100_000, rate: 12, years: 10 },
} as const;

const SCHEME_AND_FUND_PHRASINGS: [Phrasing, Expected][] = [
  ["PPF 1.5 lakh 15 saal", PPF_150K],
  ["ppf 1.5 lakh 15 years", PPF_150K],
  ["public provident fund 150000 yearly for 15 years", PPF_150K_YEARLY],
  // The account's own term when none is given.
  ["ppf 1.5 lakh", { ...PPF_150K, values: { amount: 150_000 } }],
  [
    "ppf 1.5 lakh 7.5% 20 years",
    { topic: "ppf", values: { amount: 150_000, rate: 7.5, years: 20 } },
  ],
  [
    "ppf 1.5 lakh 10 years",
    {
      topic: "ppf",
      values: { amount: 150_000 },
      awaiting: "years",
      says: ["from 15 years to 50 years, in multiples of 5 years"],
    },
  ],
  [
    "ppf 2 lakh",
    {
      topic: "ppf",
      values: {},
      awaiting: "amount",
      says: ["from ₹500 to ₹1,50,000"],
    },
  ],
  // Monthly deposits, each within the year's ₹1,50,000.
  [
    "ppf 12500 monthly 15 years",
    {
      topic: "ppf",
      values: { amount: 12_500, years: 15, choices: { frequency: "monthly" } },
    },
  ],
  [
    "ppf 5000 har mahine",
    {
      topic: "ppf",
      values: { amount: 5000, choices: { frequency: "monthly" } },
    },
  ],
  [
    "ppf 20000 monthly",
    {
      topic: "ppf",
      awaiting: "amount",
      says: ["from ₹500 to ₹12,500"],
    },
  ],
  [
    ["ppf 1.5 lakh", "monthly?"],
    {
      topic: "ppf",
      values: { choices: { frequency: "monthly" } },
      awaiting: "amount",
      says: ["'₹1,50,000' won't do"],
    },
  ],
  ["senior citizen scheme 15 lakh", scss15],
  ["senior citizens savings scheme 15 lakh", scss15],
  ["SCSS 15 lakh", scss15],
  ["वरिष्ठ नागरिक बचत योजना 15 लाख", scss15],
  ["varishth nagrik bachat yojana 15 lakh", scss15],
  [
    "scss 40 lakh",
    {
      topic: "scss",
      values: {},
      awaiting: "amount",
      says: ["from ₹1,000 to ₹30,00,000, in multiples of ₹1,000"],
    },
  ],
  // A senior citizen's FD is still a bank FD.
  [
    "senior citizen fd 10 lakh 8% 5 years",
    { topic: "fd", values: { amount: 1_000_000, rate: 8, years: 5 } },
  ],
  [
    "how much SIP for 1 crore in 15 years",
    {
      topic: "goal-sip",
      values: { amount: 10_000_000, years: 15 },
      awaiting: "rate",
    },
  ],
  [["how much SIP for 1 crore in 15 years", "12%"], goal1Crore],
  ["goal SIP 1 crore 12% 15 years", goal1Crore],
  ["1 crore ke liye kitni sip 15 saal 12 pratishat", goal1Crore],
  ["1 करोड़ के लिए कितनी एसआईपी 15 साल 12 प्रतिशत", goal1Crore],
  ["सुकन्या 1 लाख", sukanya1Lakh],
  ["sukanya samriddhi 1 lakh", sukanya1Lakh],
  ["SSY 1 lakh", sukanya1Lakh],
  ["NSC 50000", nsc50k],
  ["national savings certificate 50000", nsc50k],
  ["एनएससी 50000", nsc50k],
  ["KVP 1 lakh", kvp1Lakh],
  ["kisan vikas patra 1 lakh", kvp1Lakh],
  ["किसान विकास पत्र 1 लाख", kvp1Lakh],
  ["post office MIS 9 lakh", mis9Lakh],
  ["monthly income scheme 9 lakh", mis9Lakh],
  ["masik aay yojana 9 lakh", mis9Lakh],
  ["डाकघर मासिक आय योजना 9 लाख", mis9Lakh],
  // Above a single account's ₹9,00,000 the card opens a joint account's page.
  [
    "post office MIS 12 lakh",
    { topic: "post-office-mis", values: { amount: 1_200_000 } },
  ],
  [
    "mis 5 lakh joint",
    {
      topic: "post-office-mis",
      values: { amount: 500_000, choices: { joint: true } },
      says: ["in a joint account"],
    },
  ],
  [
    "mis 12 lakh single",
    {
      topic: "post-office-mis",
      awaiting: "amount",
      says: ["from ₹1,000 to ₹9,00,000"],
    },
  ],
  ["post office TD 1 lakh 5 years", td(5)],
  // The post office's 'FD' is its time deposit, at the rate for its term.
  ["post office fd 1 lakh 2 years", td(2)],
  ["डाकघर सावधि जमा 1 लाख 5 साल", td(5)],
  [
    "post office td 1 lakh 4 years",
    {
      topic: "post-office-td",
      values: { amount: 100_000 },
      awaiting: "years",
      says: ["1 year, 2 years, 3 years or 5 years"],
    },
  ],
  [
    "step up SIP 5000 10% 10 years",
    {
      topic: "step-up-sip",
      values: { amount: 5000, stepUp: 10, years: 10 },
      awaiting: "rate",
    },
  ],
  [["step up SIP 5000 10% 10 years", "12%"], stepUp],
  ["step-up sip 5000 at 12% with 10% step up for 10 years", stepUp],
  ["स्टेप-अप एसआईपी 5000 10% बढ़ोतरी 12% रिटर्न 10 साल", stepUp],
  ["sip 5000 step up 10% 12% 10 years", stepUp],
  // A step-up EMI is still a home loan's.
  [
    "step up emi 30 lakh 8% 20 years",
    { topic: "home-loan", values: { amount: 3_000_000, rate: 8, years: 20 } },
  ],
  ["small savings scheme 1 lakh", { says: [en.whichScheme] }],
  ["sarkari yojana mein 1 lakh", { says: [en.whichScheme] }],
  [
    "SWP 10 lakh 8000 per month",
    {
      topic: "swp",
      values: { amount: 1_000_000, withdrawal: 8000 },
      awaiting: "rate",
    },
  ],
  [["SWP 10 lakh 8000 per month", "8%", "10 years"], swp10Lakh],
  ["swp 10 lakh 8000 monthly 8% 10 saal", swp10Lakh],
  [
    "lumpsum 1 lakh 10 years",
    {
      topic: "lumpsum",
      values: { amount: 100_000, years: 10 },
      awaiting: "rate",
    },
  ],
  ["lumpsum 1 lakh 12% 10 years", lumpsum1Lakh],
  ["ekmusht 1 lakh 12 pratishat 10 saal", lumpsum1Lakh],
  ["एकमुश्त 1 लाख 12 प्रतिशत 10 साल", lumpsum1Lakh],
  // A lump sum into a home loan is still an extra payment.
  [
    ["home loan 50 lakh 8% 20 years", "lump sum 2 lakh every year"],
    {
      topic: "home-loan-amortization",
      values: {
        amount: 5_000_000,
        rate: 8,
        years: 20,
        extraAmount: 200_000,
        extraFrequency: "yearly",
      },
    },
  ],
  // 'Post office' alone: which scheme, with each one's page.
  ["post office", { says: ["Which scheme"], link: "/scss" }],
  [
    ["post office 1 lakh", "NSC"],
    { topic: "nsc", values: { amount: 100_000 } },
  ],
];

describe("the assistant reads a message (or a short conversation)", () => {
  const rows = [
    ...PHRASINGS,
    ...INDIA_PHRASINGS,
    ...PAYOUT_AND_TAX_PHRASINGS,
    ...SCHEME_AND_FUND_PHRASINGS,
  ];

  it("covers at least 200 phrasings", () => {
    expect(rows.length).toBeGreaterThanOrEqual(200);
  });

  it.each(rows)("%s", (phrasing, expected) => {
    const messages = typeof phrasing === "string" ? [phrasing] : phrasing;
    const { reply, context } = lastTurn(converse(messages));
    if (expected.reply !== undefined)
      expect(reply.content).toBe(expected.reply);
    if (expected.topic !== undefined)
      expect(context.topic).toBe(expected.topic);
    if (expected.values !== undefined)
      expect(context.values).toEqual(expected.values);
    if ("awaiting" in expected)
      expect(context.awaiting).toBe(expected.awaiting);
    else if (expected.headline !== undefined)
      expect(context.awaiting).toBeUndefined();
    if (expected.headline !== undefined)
      expect(reply.calculationResult?.figures[0]?.value).toBe(
        expected.headline,
      );
    if (expected.figure !== undefined)
      expect(reply.calculationResult?.figures).toContainEqual({
        label: expected.figure[0],
        value: expected.figure[1],
      });
    for (const words of expected.says ?? [])
      expect(reply.content).toContain(words);
    if (expected.link !== undefined)
      expect(reply.calculationResult?.links.map((link) => link.href)).toContain(
        expected.link,
      );
    if (expected.awaiting !== undefined)
      expect(reply.calculationResult).toBeUndefined();
    // Every figure on a card is the page's formula for the values the reply says it understood.
    expectFiguresFromCalculators(context, reply);
  });
});

// The TDS limits on deposit interest from 1 April 2025, as Budget 2025 set them: ₹50,000 a
// financial year (was ₹40,000), ₹1,00,000 for senior citizens (was ₹50,000), 10 % with a PAN and
// 20 % without (angelone.in/news/tds-limit-on-fixed-deposit-interest-hiked-for-general-and-senior-citizens-in-budget-2025).
describe("tax questions", () => {
  it.each(["tax on fd interest", "TDS on FD", "fd interest pe tax kitna"])(
    "'%s' starts no FD, and a guest gets no link to a screen of their own",
    (question) => {
      const { reply, context } = answer({}, question, ENGLISH);
      expect(context).toEqual({});
      expect(reply.calculatorType).toBeUndefined();
      expect(reply.content).toContain("(20% without a PAN)");
      expect(reply.calculationResult?.figures).toEqual([
        { label: "TDS Rate", value: "10%" },
        { label: "No TDS on Interest up to, a Year", value: "₹50,000" },
        { label: "Senior Citizens, up to", value: "₹1,00,000" },
      ]);
      expect(reply.calculationResult?.links).toEqual([]);
    },
  );

  it("shows a signed-in person the way to their interest by tax year", () => {
    const { reply } = answer({}, "tax on fd interest", ENGLISH, true);
    expect(reply.content).toContain("Tax year interest screen");
    expect(reply.calculationResult?.links).toEqual([
      { label: "Open your tax year interest", href: "/tax-year-interest" },
    ]);
  });

  it.each(["income tax on salary", "tds on salary", "tds on rent"])(
    "leaves '%s' to the no-calculator answer",
    (question) => {
      expect(answer({}, question, ENGLISH).reply.content).toContain(
        "Kosh has no calculator for tax",
      );
    },
  );
});
