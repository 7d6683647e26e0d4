import type { Investment } from "@kosh/core/contracts/investments";
import { useCallback } from "react";
import { useSession } from "../../lib/session.tsx";
import { syncInvestmentNotifications } from "./notification-store.ts";

/** What to call with each loaded investments list: it derives the signed-in person's notices. */
export function useInvestmentNotificationSync() {
  const userId = useSession().user?.id;
  return useCallback(
    (investments: readonly Investment[]) => {
      if (userId) syncInvestmentNotifications(investments, userId);
    },
    [userId],
  );
}
