import { NotificationBellSlot } from "../features/notifications/notification-bell-slot.tsx";
import { AuthProvider } from "../lib/auth.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { Routes } from "./router.tsx";

export function App() {
  return (
    <AuthProvider>
      <AppLayout notifications={<NotificationBellSlot />}>
        <Routes />
      </AppLayout>
    </AuthProvider>
  );
}
