import type { ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { useLocation } from "wouter";
import { pathInLocale } from "@kosh/core/i18n/locale";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { appMessages } from "../messages/index.ts";

/** What a person sees when a page fails: what happened and a way on, never a stack trace. */
function RouteErrorFallback({ error }: FallbackProps) {
  const t = useMessages(appMessages);
  const locale = useLocale();
  const message = error instanceof Error ? error.message : String(error);
  const chunkFailed =
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      message,
    );
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t("error.heading")}</h1>
      <p className="mt-3 text-slate-600">
        {t(chunkFailed ? "error.updated" : "error.failed")}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t("reload")}
        </Button>
        {/* A full load, not the router's: the code that failed is fetched afresh. */}
        <a
          href={pathInLocale("/", locale)}
          className={buttonClass("secondary")}
        >
          {t("goHome")}
        </a>
      </div>
    </div>
  );
}

/**
 * One route's error boundary. It forgets the error when the address changes, so moving to
 * another page shows that page instead of keeping "Something went wrong".
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={RouteErrorFallback}
      resetKeys={[location]}
      onError={(error, info) =>
        console.error("Screen failed", error, info.componentStack)
      }
    >
      {children}
    </ErrorBoundary>
  );
}
