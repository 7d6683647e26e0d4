import { AppLayout } from './layout/app-layout.tsx';
import { Routes } from './router.tsx';

export function App() {
  return (
    <AppLayout>
      <Routes />
    </AppLayout>
  );
}
