import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  error: Error | null;
}

/** The route's error boundary: a person sees what happened and a way on, never a stack trace. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Screen failed", error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunkFailed =
      /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
        error.message,
      );
    const detail = chunkFailed
      ? "Kosh was updated or the connection dropped while loading this page. Reload to continue."
      : "This page could not be shown. Your saved data is safe; try reloading.";
    return (
      <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="mt-3 text-slate-600">{detail}</p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
          >
            Reload
          </button>
          <a
            href="/"
            className="rounded-lg border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100"
          >
            Go home
          </a>
        </div>
      </div>
    );
  }
}
