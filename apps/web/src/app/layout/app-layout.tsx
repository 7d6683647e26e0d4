import type { ReactNode } from "react";
import { Toaster } from "../../components/toaster.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { appMessages } from "../messages/index.ts";
import { SiteFooter } from "./site-footer.tsx";
import { TopBar, type TopBarProps } from "./top-bar.tsx";

/** Every page's frame: skip link, top bar, the page as #main, footer, and the one toaster. */
export function AppLayout({
  children,
  notifications,
}: { children: ReactNode } & TopBarProps) {
  const t = useMessages(appMessages);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToMain")}
      </a>
      <TopBar notifications={notifications} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </div>
  );
}
