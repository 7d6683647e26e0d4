import { Component, type ReactNode } from "react";
import { useLocation } from "wouter";
import { pathInLocale } from "@kosh/core/i18n/locale";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { appMessages } from "../messages/index.ts";

/** What a person sees when a page fails: what happened and a way on, never a stack trace. */
function RouteErrorFallback({ error }: { error: unknown }) {
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
  return <Boundary location={location}>{children}</Boundary>;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  /** The address the page was shown at; another one clears the error. */
  location: string;
}

/**
 * React's error boundary, a class as React requires, written here rather than taken from
 * react-error-boundary for its one use: 0.3 KiB gzip less on every page
 * (docs/decisions/0041-the-shell-loads-what-it-shows-on-demand.md).
 */
class Boundary extends Component<
  { location: string; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = {
    failed: false,
    error: null,
    location: this.props.location,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: { location: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { failed: false, error: null, location: props.location };
  }

  // The error alone: Preact, which renders the components, gives no component stack
  // (docs/decisions/0060-preact-runs-the-react-components.md); the error's own stack names the code.
  override componentDidCatch(error: unknown) {
    console.error("Screen failed", error);
  }

  override render() {
    return this.state.failed ? (
      <RouteErrorFallback error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
