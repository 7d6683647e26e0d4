import type { ChatContext } from "./chat-context.ts";
import { answer, type Turn } from "./conversation.ts";
import { ENGLISH } from "./english.ts";

/** Plays the messages in order from `context` (a fresh start by default) and returns every turn. */
export function converse(
  messages: readonly string[],
  context: ChatContext = {},
): Turn[] {
  const turns: Turn[] = [];
  let current = context;
  for (const message of messages) {
    const turn = answer(current, message, ENGLISH);
    turns.push(turn);
    current = turn.context;
  }
  return turns;
}

/** The last turn of a conversation. */
export function lastTurn(turns: readonly Turn[]): Turn {
  const turn = turns.at(-1);
  if (!turn) throw new Error("The conversation had no messages");
  return turn;
}
