import type { ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { useLocation } from "wouter";
import { Button, buttonClass } from "../../components/ui/button.tsx";

/** What a person sees when a page fails: what happened and a way on, never a stack trace. */
function RouteErrorFallback({ error }: FallbackProps) {
  const message = error instanceof Error ? error.message : String(error);
  const chunkFailed =
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      message,
    );
  const detail = chunkFailed
    ? "Kosh was updated or the connection dropped while loading this page. Reload to continue."
    : "This page could not be shown. Your saved data is safe; try reloading.";
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-3 text-slate-600">{detail}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <a href="/" className={buttonClass("secondary")}>
          Go home
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
