import type { ReactNode } from 'react';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b bg-white p-4 font-bold text-brand-700">Kosh</header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
