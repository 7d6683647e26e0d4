import { NotificationBellSlot } from "../features/notifications/notification-bell-slot.tsx";
import { LocaleRoot } from "../lib/i18n/locale.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { AppProvider } from "./provider.tsx";
import { UpdatePrompt } from "./pwa/update-prompt.tsx";
import { Routes } from "./router.tsx";

export function App() {
  return (
    <LocaleRoot>
      <AppProvider>
        <AppLayout notifications={<NotificationBellSlot />}>
          <Routes />
        </AppLayout>
        <UpdatePrompt />
      </AppProvider>
    </LocaleRoot>
  );
}
