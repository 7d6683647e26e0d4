import type { ChatMessage } from "@kosh/core/chat/chat-state";
import { useMessages } from "../../lib/i18n/messages.ts";
import { chatMessages } from "./messages/index.ts";
import { ResultCard } from "./result-card.tsx";

export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  const t = useMessages(chatMessages);
  const mine = message.type === "user";
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <div
        className={
          mine
            ? "max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 text-white"
            : "max-w-[92%] rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-4 py-3 text-slate-800 sm:max-w-[85%]"
        }
      >
        <span className="sr-only">
          {t(mine ? "message.mine" : "message.assistant")}{" "}
        </span>
        <p className="text-sm leading-relaxed whitespace-pre-line">
          {message.content}
        </p>
        {message.calculationResult && (
          <ResultCard result={message.calculationResult} />
        )}
      </div>
    </li>
  );
}
