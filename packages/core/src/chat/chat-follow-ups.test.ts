import { describe, expect, it } from "vitest";
import { converse, lastTurn } from "./converse.ts";

describe("follow-ups after a result change one figure and keep the rest", () => {
  it("'what if 15 years?' recomputes the SIP for 15 years", () => {
    const turn = lastTurn(
      converse(["SIP of 5000 at 12% for 10 years", "what if 15 years?"]),
    );
    expect(turn.context.values).toEqual({ amount: 5000, rate: 12, years: 15 });
    expect(turn.reply.calculationResult?.figures[0]?.value).toBe("₹25,22,880");
  });

  it("'what if 10%?' changes only the rate", () => {
    const turn = lastTurn(
      converse(["SIP of 5000 at 12% for 10 years", "what if 10%?"]),
    );
    expect(turn.context.values).toEqual({ amount: 5000, rate: 10, years: 10 });
  });

  it("'and with 10000?' changes only the amount", () => {
    const turn = lastTurn(
      converse(["FD of 1 lakh at 7% for 5 years", "and with 2 lakh?"]),
    );
    expect(turn.reply.calculationResult?.figures[0]?.value).toBe("₹2,82,956");
  });

  it("an extra payment after an EMI keeps the loan and shows what it saves", () => {
    const turn = lastTurn(
      converse([
        "EMI for 50 lakh at 8% for 20 years",
        "what if I pay 10000 extra every month?",
      ]),
    );
    expect(turn.reply.calculatorType).toBe("home-loan-amortization");
    expect(turn.context.values).toEqual({
      amount: 5_000_000,
      rate: 8,
      years: 20,
      extraAmount: 10_000,
      extraFrequency: "monthly",
    });
    expect(turn.reply.calculationResult?.links[0]?.href).toBe(
      "/home-loan-amortization?principal=5000000&rate=8&tenure=20&extraPaymentAmount=10000&extraPaymentFrequency=monthly",
    );
  });

  it("a smaller follow-up amount on a prepayment is the new extra payment, not the loan", () => {
    const turn = lastTurn(
      converse([
        "home loan 50 lakh at 8% for 20 years, extra 10000 monthly",
        "what if 20000?",
      ]),
    );
    expect(turn.context.values).toMatchObject({
      amount: 5_000_000,
      extraAmount: 20_000,
    });
  });

  it("a bare number with nothing left to ask is not guessed at", () => {
    const [result, followUp] = converse([
      "SIP of 5000 at 12% for 10 years",
      "what if 15?",
    ]);
    expect(followUp?.reply.content).toContain(
      "couldn't tell which figure to change",
    );
    expect(followUp?.context).toEqual(result?.context);
  });
});

describe("moving between calculators", () => {
  it("carries the monthly amount and period from a SIP to an RD, but not the return", () => {
    const turn = lastTurn(
      converse(["SIP of 5000 at 12% for 10 years", "what about an RD?"]),
    );
    expect(turn.context).toEqual({
      topic: "rd",
      values: { amount: 5000, years: 10 },
      awaiting: "rate",
    });
    expect(turn.reply.content).toContain("Noted: ₹5,000 a month, 10 years.");
  });

  it("carries nothing from a SIP to an FD", () => {
    const turn = lastTurn(
      converse(["SIP of 5000 at 12% for 10 years", "fixed deposit"]),
    );
    expect(turn.context).toEqual({
      topic: "fd",
      values: {},
      awaiting: "amount",
    });
  });

  it("asking for the same calculator again without figures starts it afresh", () => {
    const turn = lastTurn(
      converse([
        "EMI for 50 lakh at 8.5% for 20 years",
        "Home loan EMI calculation",
      ]),
    );
    expect(turn.context).toEqual({
      topic: "home-loan",
      values: {},
      awaiting: "amount",
    });
  });

  it("a figure given before the calculator is kept for it", () => {
    const [held, sip] = converse(["5000", "SIP please"]);
    expect(held?.reply.content).toContain("What should I work out");
    expect(sip?.context).toEqual({
      topic: "sip",
      values: { amount: 5000 },
      awaiting: "rate",
    });
  });

  it("a period given before the calculator is kept only when that calculator takes it", () => {
    const [, fd] = converse(["7 days", "fd of 1 lakh"]);
    expect(fd?.context.values).toMatchObject({
      amount: 100_000,
      term: { count: 7, unit: "days" },
    });
    // Found by chat-properties.test.ts: a loan worked out over 7 days read "for 0 years" and "₹NaN".
    const [, loan] = converse(["7 days vs", "how much loan 1 sip"]);
    expect(loan?.context.values).toEqual({ amount: 1 });
    expect(loan?.reply.content).toContain(
      "for 20 years (an example rate and tenure",
    );
    expect(loan?.reply.content).not.toContain("NaN");
  });
});
