import { ApiError } from "../../../lib/api-client.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useSession } from "../../../lib/session.tsx";
import { investmentMessages } from "../messages/index.ts";

interface LoadErrorProps {
  /** Why the load failed: a server that could not be reached at all is said apart. */
  error: unknown;
  /** What to say when the server gave no message of its own. */
  fallback: string;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * 'Failed to Load Data' with a retry (docs/product.md#display-states); offline, or with the server
 * out of reach, that My Investments needs the network, with Retry.
 */
export function LoadError({
  error,
  fallback,
  retrying,
  onRetry,
}: LoadErrorProps) {
  const t = useMessages(investmentMessages);
  const session = useSession();
  // A page opened while the server was out of reach kept its signed-in shell on trust: ask again.
  const retry = () => {
    if (session.error !== null) void session.refreshProfile();
    onRetry();
  };
  const offline = error instanceof ApiError && error.unreachable;
  return (
    <div
      role="alert"
      className={`rounded-2xl px-6 py-10 text-center ring-1 ${
        offline ? "bg-white ring-slate-200" : "bg-red-50 ring-red-200"
      }`}
    >
      <h2
        className={`text-lg font-semibold ${offline ? "text-slate-900" : "text-red-900"}`}
      >
        {t(offline ? "offline.heading" : "loadError.heading")}
      </h2>
      <p
        className={`mx-auto mt-2 max-w-prose text-sm ${offline ? "text-slate-600" : "text-red-800"}`}
      >
        {offline
          ? t("offline.body")
          : error instanceof Error
            ? error.message
            : fallback}
      </p>
      <Button
        variant={offline ? "primary" : "danger"}
        className="mt-5"
        onClick={retry}
        disabled={retrying}
      >
        {offline
          ? t(retrying ? "offline.retrying" : "offline.retry")
          : t(retrying ? "loadError.reloading" : "loadError.reload")}
      </Button>
    </div>
  );
}
