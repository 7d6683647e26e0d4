import type { Investment } from "@kosh/core/contracts/investments";
import { useCallback } from "react";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useSession } from "../../lib/session.tsx";
import { noticeMessages } from "./messages/index.ts";
import { syncInvestmentNotifications } from "./notification-store.ts";

/**
 * What to call with each loaded investments list: it derives the signed-in person's notices, in
 * the page's language. The notices' words load on the first list, without holding up the page.
 */
export function useInvestmentNotificationSync() {
  const userId = useSession().user?.id;
  const locale = useLocale();
  return useCallback(
    (investments: readonly Investment[]) => {
      if (!userId) return;
      void noticeMessages.load(locale).then(() =>
        syncInvestmentNotifications(investments, userId, {
          t: noticeMessages.in(locale),
          locale,
        }),
      );
    },
    [userId, locale],
  );
}
