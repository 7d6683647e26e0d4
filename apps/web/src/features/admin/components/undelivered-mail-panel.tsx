import { MAIL_KIND_LABELS } from "@kosh/core/contracts/admin-mail";
import { formatDateTime } from "@kosh/core/format/date";
import { useUndeliveredMails } from "../api/get-undelivered-mails.ts";
import { ListFrame } from "./list-frame.tsx";

/**
 * The Undelivered Mail tab (docs/product.md#undelivered-mail): mails given up — an address the mail
 * server refused for good, a mail that failed every retry, a code that expired unsent — and why.
 */
export function UndeliveredMailPanel() {
  const mails = useUndeliveredMails();
  return (
    <ListFrame
      title="Undelivered Mail"
      description="Mails Kosh gave up on, newest first, with the mail server's answer."
      state={mails}
      count={mails.data?.length}
      empty="Every mail so far was delivered."
    >
      <ul
        aria-label="Undelivered mail, newest first"
        className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        {(mails.data ?? []).map((mail) => (
          <li key={mail.id} className="px-4 py-3 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="font-medium break-all text-slate-900">
                {mail.recipient}
              </span>
              <span className="text-slate-600">
                {MAIL_KIND_LABELS[mail.kind]}
              </span>
              <span className="text-slate-500">
                given up {formatDateTime(mail.given_up_at)} after{" "}
                {mail.attempts} {mail.attempts === 1 ? "attempt" : "attempts"}
              </span>
            </p>
            <p className="mt-1 break-words text-slate-700">{mail.reason}</p>
          </li>
        ))}
      </ul>
    </ListFrame>
  );
}
