import { AuthProvider } from "../lib/auth.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { Routes } from "./router.tsx";

export function App() {
  return (
    <AuthProvider>
      <AppLayout>
        <Routes />
      </AppLayout>
    </AuthProvider>
  );
}
