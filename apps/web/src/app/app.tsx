import { LocaleRoot } from "../lib/i18n/locale.tsx";
import { useOnDemand } from "../lib/on-demand.ts";
import { useSession } from "../lib/session.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { signedInControls } from "./layout/top-bar.tsx";
import { AppProvider } from "./provider.tsx";
import { UpdatePrompt } from "./pwa/update-prompt.tsx";
import { Routes } from "./router.tsx";

/**
 * The notification bell's place, which comes with the signed-in controls: a guest never fetches
 * it (docs/decisions/0041-the-shell-loads-what-it-shows-on-demand.md).
 */
function NotificationBell() {
  const { user } = useSession();
  const signedIn = useOnDemand(signedInControls, user !== null);
  return signedIn ? <signedIn.NotificationBellSlot /> : null;
}

/**
 * The whole app. `drawnAs: "checking"`: as a person with a stored session sees it while the session
 * is checked, for a signed-in page built ahead of time (src/prerender.tsx).
 */
export function App({ drawnAs }: { drawnAs?: "checking" }) {
  return (
    <LocaleRoot>
      <AppProvider drawnAs={drawnAs}>
        <AppLayout notifications={<NotificationBell />}>
          <Routes />
        </AppLayout>
        <UpdatePrompt />
      </AppProvider>
    </LocaleRoot>
  );
}
