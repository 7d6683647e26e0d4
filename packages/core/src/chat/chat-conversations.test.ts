import { describe, expect, it } from "vitest";
import { ENGLISH } from "./english.ts";
import en from "./messages/en.ts";
import { quickPrompts } from "./quick-prompts.ts";
import { converse, lastTurn } from "./converse.ts";
import { answer } from "./conversation.ts";
import { formatInr } from "../format/money.ts";
import { goalSip } from "../calculators/goal-sip.ts";
import { kvp } from "../calculators/kvp.ts";
import { ppf } from "../calculators/ppf.ts";
import { swp } from "../calculators/swp.ts";
import { SCHEME_RATE_HISTORY } from "../schemes/scheme-rate-history.ts";
import { ratesInForce } from "../schemes/scheme-rates.ts";

const QUICK_PROMPTS = quickPrompts(ENGLISH);

describe("a SIP built up over three messages", () => {
  const [first, second, third] = converse(["SIP of 5000", "12%", "10 years"]);

  it("asks for the return, remembering the amount", () => {
    expect(first?.reply.content).toContain("What annual return do you expect?");
    expect(first?.context).toEqual({
      topic: "sip",
      values: { amount: 5000 },
      awaiting: "rate",
    });
  });

  it("then asks for the period, remembering both", () => {
    expect(second?.reply.content).toContain(
      "For how many years will you invest?",
    );
    expect(second?.context).toEqual({
      topic: "sip",
      values: { amount: 5000, rate: 12 },
      awaiting: "years",
    });
  });

  it("then answers with the SIP card linking to /sip with the same figures", () => {
    const card = third?.reply.calculationResult;
    expect(third?.reply.calculatorType).toBe("sip");
    expect(card?.figures).toEqual([
      { label: "Maturity Amount", value: "₹11,61,695" },
      { label: "Total Investment", value: "₹6,00,000" },
      { label: "Total Returns", value: "₹5,61,695" },
    ]);
    expect(card?.links[0]?.href).toBe(
      "/sip?monthlyInvestment=5000&expectedReturn=12&timePeriod=10",
    );
    expect(third?.reply.content).toContain("₹11,61,695");
  });
});

describe("the home loan quick prompt asks one thing at a time", () => {
  const turns = converse([QUICK_PROMPTS[3], "50 lakh", "8.5", "20"]);

  it("asks for the loan, the rate and the period in that order", () => {
    expect(turns.map((turn) => turn.context.awaiting)).toEqual([
      "amount",
      "rate",
      "years",
      undefined,
    ]);
  });

  it("ends with the known-answer EMI and a link to /home-loan", () => {
    const card = lastTurn(turns).reply.calculationResult;
    expect(card?.figures[0]).toEqual({
      label: "Monthly EMI",
      value: "₹43,391",
    });
    expect(card?.links[0]?.href).toBe(
      "/home-loan?principal=5000000&rate=8.5&tenure=20",
    );
  });
});

describe("best FD rates", () => {
  it("invents no rate, then works out the FD once the person names one", () => {
    const [rates, result] = converse([QUICK_PROMPTS[1], "7%"]);
    // The only rate in the reply is the example of how to answer.
    expect(rates?.reply.content.match(/\d+(?:\.\d+)?%/g)).toEqual(["7%"]);
    expect(rates?.reply.content).toContain("for example '7%'");
    expect(rates?.reply.calculationResult).toBeUndefined();
    expect(result?.reply.calculationResult?.figures[0]).toEqual({
      label: "Maturity Amount",
      value: "₹1,41,478",
    });
    expect(result?.reply.calculationResult?.links[0]?.href).toBe(
      "/fd?principal=100000&rate=7&tenure=5",
    );
  });

  it("uses the amount the person gives instead of the example", () => {
    const turn = lastTurn(converse(["best fd rates for 3 years", "2 lakh"]));
    expect(turn.context).toEqual({
      topic: "fd",
      values: { amount: 200_000, years: 3 },
      awaiting: "rate",
    });
  });
});

describe("RD vs SIP", () => {
  it("computes both for the same monthly amount and labels the example rates", () => {
    const { reply } = lastTurn(converse([QUICK_PROMPTS[2]]));
    expect(reply.content).toContain("₹5,000 a month for 5 years");
    expect(reply.content).toContain("RD at 6.5%, an example rate: ₹3,54,954");
    expect(reply.content).toContain("SIP at an assumed 12% a year: ₹4,12,432");
    expect(reply.calculationResult?.links.map((link) => link.href)).toEqual([
      "/rd?monthlyDeposit=5000&rate=6.5&tenure=5",
      "/sip?monthlyInvestment=5000&expectedReturn=12&timePeriod=5",
    ]);
  });

  it("takes the person's RD rate and period in follow-ups", () => {
    const { reply, context } = lastTurn(
      converse([QUICK_PROMPTS[2], "RD at 7%", "what if 10 years?"]),
    );
    expect(context).toEqual({
      topic: "rd-vs-sip",
      values: { rdRate: 7, years: 10 },
    });
    expect(reply.content).toContain("RD at your 7%: ₹8,68,509");
    expect(reply.content).toContain("₹11,61,695");
  });

  it("gives each rate to the product it follows", () => {
    const { context } = lastTurn(
      converse(["SIP at 10% vs RD at 7% for 2000 over 3 years"]),
    );
    expect(context.values).toEqual({
      sipReturn: 10,
      rdRate: 7,
      amount: 2000,
      years: 3,
    });
  });
});

describe("refusals keep the conversation going", () => {
  it("an out-of-range rate is explained, asked again, and the answer completes the result", () => {
    const [refused, fixed] = converse([
      "SIP of 5000 at 60% for 10 years",
      "12",
    ]);
    expect(refused?.reply.content).toContain(
      "I can only use rates from 1% to 50% a year",
    );
    expect(refused?.context.values).toEqual({ amount: 5000, years: 10 });
    expect(fixed?.reply.calculationResult?.figures[0]?.value).toBe(
      "₹11,61,695",
    );
  });

  it("a period too long is explained and a valid one accepted after it", () => {
    const [refused, fixed] = converse([
      "home loan 50 lakh at 8.5% for 60 years",
      "20 years",
    ]);
    expect(refused?.reply.content).toContain("from 1 to 50 years");
    expect(fixed?.reply.calculationResult?.figures[0]?.value).toBe("₹43,391");
  });

  it("unknown input mid-conversation gets the exact unknown reply and forgets nothing", () => {
    const [asked, puzzled, answered] = converse([
      "SIP of 5000",
      "banana",
      "12%",
    ]);
    expect(puzzled?.reply.content).toBe(en.unknown);
    expect(puzzled?.context).toEqual(asked?.context);
    expect(answered?.context.values).toEqual({ amount: 5000, rate: 12 });
  });

  it("thanks after a result is answered politely and keeps the result to follow up on", () => {
    const [result, thanks, followUp] = converse([
      "RD of 5000 at 8% for 1 year",
      "thanks",
      "what if 2 years?",
    ]);
    expect(thanks?.reply.content).toContain("You're welcome");
    expect(thanks?.context).toEqual(result?.context);
    expect(followUp?.context.values).toEqual({
      amount: 5000,
      rate: 8,
      years: 2,
    });
  });
});

describe("figures beyond the calculator pages’ sliders", () => {
  it("the card says the page will open with its own default for them", () => {
    const { reply } = lastTurn(converse(["SIP of 2 lakh at 12% for 10 years"]));
    expect(reply.calculationResult?.figures[0]?.value).toBe("₹4,64,67,815");
    expect(reply.calculationResult?.note).toBe(
      "The calculator page's sliders cover Monthly Investment from ₹500 to ₹1,00,000, so it opens with its own default there.",
    );
  });

  it("figures within the sliders carry no such note", () => {
    expect(
      lastTurn(converse(["SIP of 5000 at 12% for 10 years"])).reply
        .calculationResult?.note,
    ).toBeUndefined();
  });
});

// Issue 28: the registry's calculators asked for what is missing, one figure at a time.
describe("a goal SIP asked as issue 28 asks it", () => {
  const [first, second] = converse([
    "how much SIP for 1 crore in 15 years",
    "12%",
  ]);

  it("asks for the return, remembering the goal and the period", () => {
    expect(first?.reply.content).toContain(en["intro.goal-sip"]);
    expect(first?.reply.content).toContain(en["ask.goal-sip.rate"]);
    expect(first?.context).toEqual({
      topic: "goal-sip",
      values: { amount: 10_000_000, years: 15 },
      awaiting: "rate",
    });
  });

  it("then answers with core's goal SIP, ₹19,819 a month, and a link to /goal-sip", () => {
    const goal = goalSip({
      targetAmount: 10_000_000,
      expectedReturn: 12,
      timePeriod: 15,
    });
    // ₹1 crore in 15 years at 12%: ₹19,819 a month (issue 28's known answer).
    expect(formatInr(goal.monthlyInvestment)).toBe("₹19,819");
    expect(second?.reply.calculatorType).toBe("goal-sip");
    expect(second?.reply.calculationResult?.figures[0]).toEqual({
      label: "Monthly Investment Needed",
      value: formatInr(goal.monthlyInvestment),
    });
    expect(second?.reply.content).toContain(
      `invest ${formatInr(goal.monthlyInvestment)} a month`,
    );
    expect(second?.reply.calculationResult?.links[0]?.href).toBe(
      "/goal-sip?targetAmount=10000000&expectedReturn=12&timePeriod=15",
    );
  });
});

describe("an SWP built up over three messages", () => {
  const turns = converse(["SWP 10 lakh 8000 per month", "8%", "10 years"]);

  it("asks for the return, then the period", () => {
    expect(turns.map((turn) => turn.context.awaiting)).toEqual([
      "rate",
      "years",
      undefined,
    ]);
    expect(turns[0]?.reply.content).toContain(
      "Noted: ₹10,00,000, ₹8,000 withdrawn a month.",
    );
  });

  it("ends with core's SWP on the same figures", () => {
    const result = swp({
      totalInvestment: 1_000_000,
      monthlyWithdrawal: 8000,
      expectedReturn: 8,
      timePeriod: 10,
    });
    const card = lastTurn(turns).reply.calculationResult;
    expect(card?.figures.slice(0, 2)).toEqual([
      { label: "Final Value", value: formatInr(result.finalValue) },
      { label: "Total Withdrawal", value: formatInr(result.totalWithdrawal) },
    ]);
    expect(card?.links[0]?.href).toBe(
      "/swp?totalInvestment=1000000&monthlyWithdrawal=8000&expectedReturn=8&timePeriod=10",
    );
  });
});

describe("a scheme at the rate in force, then at the person's own rate", () => {
  const today = "2026-02-15";
  const first = answer({}, "PPF 1.5 lakh 15 saal", ENGLISH, false, today);
  const second = answer(first.context, "what if 7.5%?", ENGLISH, false, today);

  it("takes the rate notified for the day's quarter, and says which quarter", () => {
    const inForce = ratesInForce(SCHEME_RATE_HISTORY, today);
    expect(inForce?.quarter.rates.ppf).toBe(7.1);
    expect(first.reply.content).toContain(
      "at 7.1% (the rate notified for January–March 2026)",
    );
    // ₹1,50,000 a year at 7.1% for 15 years: ₹40,68,209 (issue 28's known answer).
    expect(first.reply.calculationResult?.figures[0]?.value).toBe(
      formatInr(
        ppf({ deposit: 150_000, frequency: "yearly", rate: 7.1, years: 15 })
          .maturityAmount,
      ),
    );
    expect(first.reply.calculationResult?.figures[0]?.value).toBe("₹40,68,209");
  });

  it("works the same account out again at the rate asked", () => {
    expect(second.context.values).toEqual({
      amount: 150_000,
      years: 15,
      rate: 7.5,
    });
    expect(second.reply.calculationResult?.figures[0]?.value).toBe(
      formatInr(
        ppf({ deposit: 150_000, frequency: "yearly", rate: 7.5, years: 15 })
          .maturityAmount,
      ),
    );
    expect(second.reply.content).not.toContain("notified");
  });
});

describe("'post office' with a figure asks which scheme, and keeps the figure", () => {
  const turns = converse(["post office mein 1 lakh", "KVP"]);

  it("asks which of the schemes", () => {
    expect(turns[0]?.reply.content).toContain(en.whichScheme);
    expect(turns[0]?.context).toEqual({ values: { amount: 100_000 } });
  });

  it("then works out the one named with that figure", () => {
    const turn = lastTurn(turns);
    expect(turn.context).toEqual({
      topic: "kvp",
      values: { amount: 100_000 },
    });
    expect(turn.reply.calculationResult?.figures[0]).toEqual({
      label: "Maturity Amount",
      value: formatInr(kvp({ principal: 100_000, rate: 7.5 }).maturityAmount),
    });
  });
});
