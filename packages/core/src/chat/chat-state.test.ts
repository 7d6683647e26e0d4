import fc from "fast-check";
import { ENGLISH } from "./english.ts";
import { describe, expect, it } from "vitest";
import { greeting } from "./assistant-texts.ts";
import en from "./messages/en.ts";
import greetingEn from "./messages/greeting/en.ts";
import {
  initialChatState,
  withAssistantUnavailable,
  withUserMessage,
} from "./chat-state.ts";
import { withAssistantReply } from "./chat-reply.ts";
import { answer, answerOrApologise } from "./conversation.ts";

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 15, 10, 0, seconds));

describe("chat state", () => {
  it("starts with only the greeting and an empty context", () => {
    const state = initialChatState(at(0), ENGLISH);
    expect(
      state.messages.map((message) => [message.type, message.content]),
    ).toEqual([["assistant", greeting(ENGLISH)]]);
    expect(state.isTyping).toBe(false);
    expect(state.currentContext).toEqual({});
  });

  it("shows the question at once and types until the reply arrives", () => {
    const asked = withUserMessage(
      initialChatState(at(0), ENGLISH),
      "  SIP of 5000 at 12% for 10 years ",
      at(1),
    );
    expect(asked.isTyping).toBe(true);
    expect(asked.messages.at(-1)).toMatchObject({
      type: "user",
      content: "SIP of 5000 at 12% for 10 years",
      timestamp: at(1).toISOString(),
    });

    const answered = withAssistantReply(
      asked,
      "SIP of 5000 at 12% for 10 years",
      at(2),
      ENGLISH,
    );
    expect(answered.isTyping).toBe(false);
    expect(answered.messages.at(-1)).toMatchObject({
      type: "assistant",
      calculatorType: "sip",
    });
    expect(answered.messages.at(-1)?.calculationResult?.figures[0]?.value).toBe(
      "₹11,61,695",
    );
    expect(answered.currentContext).toEqual({
      topic: "sip",
      values: { amount: 5000, rate: 12, years: 10 },
    });
  });

  it("gives every message a time-based id that differs even within one millisecond", () => {
    let state = initialChatState(at(0), ENGLISH);
    state = withUserMessage(state, "hi", at(0));
    state = withAssistantReply(state, "hi", at(0), ENGLISH);
    const ids = state.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids)
      expect(id.startsWith(String(at(0).getTime()))).toBe(true);
  });

  it("clearing returns to the greeting and an empty context", () => {
    let state = withUserMessage(
      initialChatState(at(0), ENGLISH),
      "SIP of 5000",
      at(1),
    );
    state = withAssistantReply(state, "SIP of 5000", at(2), ENGLISH);
    expect(state.currentContext).not.toEqual({});
    const cleared = initialChatState(at(3), ENGLISH);
    expect(cleared.messages).toHaveLength(1);
    expect(cleared.messages[0]?.content).toBe(greeting(ENGLISH));
    expect(cleared.currentContext).toEqual({});
  });
});

describe("failures", () => {
  it("an internal failure becomes the apology and leaves the context as it was", () => {
    const context = {
      topic: "sip",
      values: { amount: 5000 },
      awaiting: "rate",
    } as const;
    const turn = answerOrApologise(
      context,
      () => {
        throw new TypeError("cannot read properties of undefined");
      },
      ENGLISH,
    );
    expect(turn.reply.content).toBe(en.failure);
    expect(turn.reply.content).toMatch(/sorry/i);
    expect(turn.reply.content).toMatch(/try again|rephrase/);
    expect(turn.context).toBe(context);
  });

  it("without its reasoning the assistant says so, stops typing and keeps the question's context", () => {
    const sip = withAssistantReply(
      withUserMessage(initialChatState(at(0), ENGLISH), "SIP of 5000", at(1)),
      "SIP of 5000",
      at(2),
      ENGLISH,
    );
    const asked = withUserMessage(sip, "for 10 years at 12%", at(3));
    const unavailable = withAssistantUnavailable(asked, at(4), ENGLISH);
    expect(unavailable.messages.slice(0, -1)).toEqual(asked.messages);
    expect(unavailable.messages.at(-1)).toMatchObject({
      type: "assistant",
      content: greetingEn.unavailable,
      timestamp: at(4).toISOString(),
    });
    expect(unavailable.messages.at(-1)?.calculatorType).toBeUndefined();
    expect(unavailable.isTyping).toBe(false);
    expect(unavailable.currentContext).toBe(sip.currentContext);
    // Asked again once the reasoning is in, the question is answered from the same context.
    expect(
      withAssistantReply(
        withUserMessage(unavailable, "for 10 years at 12%", at(5)),
        "for 10 years at 12%",
        at(6),
        ENGLISH,
      ).messages.at(-1)?.content,
    ).toContain("₹11,61,695");
  });

  it("no message, however odd, makes the assistant throw or go silent", () => {
    const phrase = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "sip",
        "fd",
        "rd",
        "emi",
        "extra",
        "vs",
        "lakh",
        "crore",
        "%",
        "years",
        "months",
        "₹",
        "rs",
        ",",
        "-",
        ".",
        " ",
      ),
      fc.double({ noNaN: false }).map(String),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.array(phrase, { maxLength: 8 }).map((parts) => parts.join(" ")),
          { maxLength: 4 },
        ),
        (messages) => {
          let context = {};
          for (const message of messages) {
            const turn = answer(context, message, ENGLISH);
            expect(turn.reply.content.length).toBeGreaterThan(0);
            for (const figure of turn.reply.calculationResult?.figures ?? [])
              expect(figure.value).not.toMatch(/NaN|Infinity/);
            context = turn.context;
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
