import { z } from "zod";
import { COMPOUNDING_OPTIONS } from "../calculators/compound-interest.ts";
import { FD_PAYOUTS } from "../calculators/fixed-deposit.ts";
import { CALCULATOR_TYPES } from "./calculator-link.ts";
import type { ChatContext, Slot, Topic } from "./chat-context.ts";
import type { ChatMessage, ChatState } from "./chat-state.ts";

// The check of a conversation kept by `storedChat` (stored-chat.ts). It is apart from the writing
// side because it needs zod: the home page loads it only when the tab keeps a conversation, so a
// first visit carries no zod (docs/architecture.md#first-paint).

const topics = [
  ...CALCULATOR_TYPES,
  "rd-vs-sip",
  "fd-vs-sip",
  "affordability",
] as const satisfies readonly Topic[];

const slots = [
  "amount",
  "rate",
  "years",
  "extraAmount",
  "rdRate",
  "fdRate",
  "sipReturn",
  "stepUp",
  "withdrawal",
] as const satisfies readonly Slot[];

const figure = z.number().finite();

const contextSchema = z.object({
  topic: z.enum(topics).optional(),
  values: z
    .object({
      amount: figure.optional(),
      rate: figure.optional(),
      years: figure.optional(),
      extraAmount: figure.optional(),
      extraFrequency: z.enum(["monthly", "yearly"]).optional(),
      rdRate: figure.optional(),
      fdRate: figure.optional(),
      sipReturn: figure.optional(),
      stepUp: figure.optional(),
      withdrawal: figure.optional(),
      term: z
        .object({ count: figure, unit: z.enum(["months", "days"]) })
        .optional(),
      payout: z.enum(FD_PAYOUTS).optional(),
      compounding: z.enum(COMPOUNDING_OPTIONS).optional(),
      salary: figure.optional(),
      choices: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
        .optional(),
    })
    .optional(),
  awaiting: z.enum(slots).optional(),
  undecided: z.tuple([figure, figure]).optional(),
}) satisfies z.ZodType<ChatContext>;

const messageSchema = z.object({
  id: z.string(),
  type: z.enum(["user", "assistant"]),
  content: z.string(),
  timestamp: z.iso.datetime(),
  calculatorType: z.enum(CALCULATOR_TYPES).optional(),
  calculationResult: z
    .object({
      title: z.string(),
      figures: z.array(z.object({ label: z.string(), value: z.string() })),
      // Only the app's own pages: a tampered entry must not turn a card into a link elsewhere.
      links: z.array(
        z.object({ label: z.string(), href: z.string().regex(/^\/(?!\/)/) }),
      ),
      note: z.string().optional(),
    })
    .optional(),
}) satisfies z.ZodType<ChatMessage>;

const storedChatSchema = z.object({
  messages: z.array(messageSchema).min(1),
  isTyping: z.boolean(),
  currentContext: contextSchema,
});

/**
 * The conversation an entry holds, or null when there is none or it is not one of ours (edited by
 * hand, from an older version, cut short): the chat then starts afresh rather than break.
 */
export function restoredChat(entry: string | null): ChatState | null {
  if (entry === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(entry);
  } catch {
    return null;
  }
  const result = storedChatSchema.safeParse(parsed);
  if (!result.success) return null;
  const { messages, isTyping, currentContext } = result.data;
  // Typing is only true while the person's question waits for its answer.
  const waiting = isTyping && messages.at(-1)?.type === "user";
  return { messages, isTyping: waiting, currentContext };
}
