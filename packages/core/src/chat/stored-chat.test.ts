import { describe, expect, it } from "vitest";
import { ENGLISH } from "./english.ts";
import { initialChatState, withUserMessage } from "./chat-state.ts";
import { withAssistantReply } from "./chat-reply.ts";
import { restoredChat } from "./restored-chat.ts";
import {
  storedChat,
  STORED_MESSAGES_LIMIT,
  unansweredQuestion,
} from "./stored-chat.ts";

const now = new Date("2026-03-01T10:00:00.000Z");

function conversation(questions: string[]) {
  let state = initialChatState(now, ENGLISH);
  for (const question of questions) {
    state = withUserMessage(state, question, now);
    state = withAssistantReply(state, question, now, ENGLISH);
  }
  return state;
}

describe("a chat kept for the session", () => {
  it("comes back as it was: messages, cards and what the assistant remembers", () => {
    const state = conversation(["SIP of 5000", "12%", "10 years"]);
    const restored = restoredChat(storedChat(state));
    expect(restored).toEqual(state);
    expect(restored?.messages.at(-1)?.calculationResult?.figures[0]).toEqual({
      label: "Maturity Amount",
      value: "₹11,61,695",
    });
  });

  // Issue 28: an SWP's withdrawal and a step-up SIP's raise are remembered, and asked for, too.
  it.each([
    [["SWP 10 lakh 8000 per month"], "rate"],
    [["step up SIP 5000"], "stepUp"],
    [["SWP 10 lakh"], "withdrawal"],
  ] as const)(
    "comes back mid-way through %j, still awaiting the %s",
    (questions, awaiting) => {
      const state = conversation([...questions]);
      expect(state.currentContext.awaiting).toBe(awaiting);
      expect(restoredChat(storedChat(state))).toEqual(state);
    },
  );

  it("keeps only the newest messages of a long conversation", () => {
    const state = conversation(
      Array.from(
        { length: STORED_MESSAGES_LIMIT },
        (_, index) => `hi ${index}`,
      ),
    );
    const restored = restoredChat(storedChat(state));
    expect(restored?.messages).toHaveLength(STORED_MESSAGES_LIMIT);
    expect(restored?.messages.at(-1)).toEqual(state.messages.at(-1));
  });

  it("owes an answer to a question asked just before the page went away", () => {
    const asked = withUserMessage(
      initialChatState(now, ENGLISH),
      "SIP of 5000",
      now,
    );
    const restored = restoredChat(storedChat(asked));
    expect(restored?.isTyping).toBe(true);
    expect(unansweredQuestion(restored!)).toBe("SIP of 5000");
    expect(unansweredQuestion(conversation(["SIP of 5000"]))).toBeNull();
  });

  it("is not typing when the last message is the assistant's, whatever the entry says", () => {
    const entry = JSON.parse(storedChat(conversation(["hello"])));
    const restored = restoredChat(JSON.stringify({ ...entry, isTyping: true }));
    expect(restored?.isTyping).toBe(false);
    expect(unansweredQuestion(restored!)).toBeNull();
  });

  it.each([
    ["no entry", null],
    ["cut short", storedChat(conversation(["hello"])).slice(0, 40)],
    [
      "no messages",
      JSON.stringify({ messages: [], isTyping: false, currentContext: {} }),
    ],
    [
      "an unknown topic",
      JSON.stringify({
        ...JSON.parse(storedChat(conversation(["hello"]))),
        currentContext: { topic: "crypto" },
      }),
    ],
  ])("starts afresh from an entry with %s", (_, entry) => {
    expect(restoredChat(entry)).toBeNull();
  });
});
