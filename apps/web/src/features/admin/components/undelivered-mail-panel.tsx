import { formatDateTime } from "@kosh/core/format/date";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";
import { useUndeliveredMails } from "../api/get-undelivered-mails.ts";
import { ListFrame } from "./list-frame.tsx";

/**
 * The Undelivered Mail tab (docs/product.md#undelivered-mail): mails given up — an address the mail
 * server refused for good, a mail that failed every retry, a code that expired unsent — and why.
 */
export function UndeliveredMailPanel() {
  const t = useMessages(adminMessages);
  const locale = useLocale();
  const mails = useUndeliveredMails();
  return (
    <ListFrame
      title={t("tabs.undeliveredMail")}
      description={t("mail.description")}
      state={mails}
      count={mails.data?.length}
      empty={t("mail.empty")}
    >
      <ul
        aria-label={t("mail.list")}
        className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        {(mails.data ?? []).map((mail) => (
          <li key={mail.id} className="px-4 py-3 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="font-medium break-all text-slate-900">
                {mail.recipient}
              </span>
              <span className="text-slate-600">{t(`mail.${mail.kind}`)}</span>
              <span className="text-slate-500">
                {t(mail.attempts === 1 ? "mail.givenUpOne" : "mail.givenUp", {
                  date: formatDateTime(mail.given_up_at, locale),
                  count: mail.attempts,
                })}
              </span>
            </p>
            <p className="mt-1 break-words text-slate-700">{mail.reason}</p>
          </li>
        ))}
      </ul>
    </ListFrame>
  );
}
