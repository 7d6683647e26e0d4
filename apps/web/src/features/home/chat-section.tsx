import { ASSISTANT_NAME } from "@kosh/core/chat/assistant-texts";
import type { ReactNode } from "react";

/** The section titled 'Chat with' the assistant; the app passes the chat feature in as `children`. */
export function ChatSection({ children }: { children: ReactNode }) {
  return (
    <section
      id="chat"
      aria-labelledby="chat-heading"
      className="mx-auto max-w-3xl scroll-mt-20 px-4 py-12"
    >
      <h2 id="chat-heading" className="text-2xl font-bold text-slate-900">
        Chat with {ASSISTANT_NAME}
      </h2>
      <p className="mt-2 mb-5 text-slate-700">
        Ask the way you would ask a friend: &lsquo;EMI for 50 lakh at 8.5% for
        20 years&rsquo; or &lsquo;SIP of 5k for 10 yrs&rsquo;. It answers with
        the same calculators as the pages below.
      </p>
      {children}
    </section>
  );
}
