import { useMessages } from "../../lib/i18n/messages.ts";
import { chatMessages } from "./messages/index.ts";

/** Three dots while the reply is being written; still dots, no bounce, for people who turn motion off. */
export function TypingIndicator() {
  const t = useMessages(chatMessages);
  return (
    <div role="status" className="flex items-center gap-2 px-1 py-2">
      <span className="sr-only">{t("typing")}</span>
      <span
        aria-hidden="true"
        className="flex items-center gap-1 rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-4 py-3"
      >
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </div>
  );
}
