import type { ReactNode } from "react";
import { SessionProvider } from "../lib/session.tsx";

/**
 * What every page has around it: the session. The query client is not here: the pages that use
 * it render it themselves (`WithQueryClient`, lib/react-query.tsx), so public pages load without it.
 */
export function AppProvider({
  children,
  drawnAs,
}: {
  children: ReactNode;
  drawnAs?: "checking";
}) {
  return <SessionProvider drawnAs={drawnAs}>{children}</SessionProvider>;
}
