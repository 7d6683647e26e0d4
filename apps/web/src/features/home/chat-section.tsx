import type { ReactNode } from "react";
import { useMessages } from "../../lib/i18n/messages.ts";
import { homeMessages } from "./messages/index.ts";

/** The section titled 'Chat with' the assistant; the app passes the chat feature in as `children`. */
export function ChatSection({ children }: { children: ReactNode }) {
  const t = useMessages(homeMessages);
  return (
    <section
      id="chat"
      aria-labelledby="chat-heading"
      className="drawn-when-near mx-auto max-w-3xl px-4 py-12 [--drawn-height:55rem]"
    >
      <h2 id="chat-heading" className="text-2xl font-bold text-slate-900">
        {t("chat.heading")}
      </h2>
      <p className="mt-2 mb-5 text-slate-700">{t("chat.body")}</p>
      {children}
    </section>
  );
}
