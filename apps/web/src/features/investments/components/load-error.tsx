import { Button } from "../../../components/ui/button.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { investmentMessages } from "../messages/index.ts";

interface LoadErrorProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** 'Failed to Load Data' with a retry (docs/product.md#display-states). */
export function LoadError({ message, retrying, onRetry }: LoadErrorProps) {
  const t = useMessages(investmentMessages);
  return (
    <div
      role="alert"
      className="rounded-2xl bg-red-50 px-6 py-10 text-center ring-1 ring-red-200"
    >
      <h2 className="text-lg font-semibold text-red-900">
        {t("loadError.heading")}
      </h2>
      <p className="mt-2 text-sm text-red-800">{message}</p>
      <Button
        variant="danger"
        className="mt-5"
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? t("loadError.reloading") : t("loadError.reload")}
      </Button>
    </div>
  );
}
