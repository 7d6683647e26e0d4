import { describe, expect, it } from "vitest";
import {
  GREETING_REPLY,
  HELP_REPLY,
  THANKS_REPLY,
  UNKNOWN_REPLY,
} from "./assistant-texts.ts";
import type { ChatValues, Slot, Topic } from "./chat-context.ts";
import { answer } from "./conversation.ts";
import { QUICK_PROMPTS } from "./quick-prompts.ts";

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
  says?: string[];
}

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

const PHRASINGS: [string, Expected][] = [
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
    QUICK_PROMPTS[0],
    { topic: "sip", values: { amount: 5000 }, awaiting: "rate" },
  ],
  [
    QUICK_PROMPTS[1],
    {
      topic: "fd",
      values: { amount: 100_000, years: 5 },
      awaiting: "rate",
      says: ["I don't track live bank rates", "DICGC"],
    },
  ],
  [
    QUICK_PROMPTS[2],
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
  [QUICK_PROMPTS[3], { topic: "home-loan", values: {}, awaiting: "amount" }],
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
  ["hi", { reply: GREETING_REPLY }],
  ["Hello!", { reply: GREETING_REPLY }],
  ["Namaste", { reply: GREETING_REPLY }],
  ["good morning", { reply: GREETING_REPLY }],
  ["thank you", { reply: THANKS_REPLY }],
  ["Thanks!", { reply: THANKS_REPLY }],
  ["thx", { reply: THANKS_REPLY }],
  ["help", { reply: HELP_REPLY }],
  ["What can you do?", { reply: HELP_REPLY }],
  // Unknown input gets the assistant's "not sure I understand" words exactly.
  ["blah blah", { reply: UNKNOWN_REPLY }],
  ["what's the weather in Pune?", { reply: UNKNOWN_REPLY }],
  ["???", { reply: UNKNOWN_REPLY }],
  ["   ", { reply: UNKNOWN_REPLY }],
  ["42", { reply: UNKNOWN_REPLY }],
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

describe("the assistant reads a single message", () => {
  it("covers at least 80 phrasings", () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(80);
  });

  it.each(PHRASINGS)("%s", (message, expected) => {
    const { reply, context } = answer({}, message);
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
    for (const words of expected.says ?? [])
      expect(reply.content).toContain(words);
    if (expected.awaiting !== undefined)
      expect(reply.calculationResult).toBeUndefined();
  });
});
