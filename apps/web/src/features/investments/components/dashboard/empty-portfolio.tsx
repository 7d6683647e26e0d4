import { Link } from "wouter";
import { Button, buttonClass } from "../../../../components/ui/button.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

/**
 * A person with no investments yet (docs/product.md#display-states); without `onAdd` (a household
 * shared to view only) no Add button, and words that do not ask the person to record anything.
 */
export function EmptyPortfolio({
  onAdd,
}: {
  onAdd?: (() => void) | undefined;
}) {
  const t = useMessages(investmentMessages);
  return (
    <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto size-12 text-brand-600"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M3 7h18v12H3zM3 7l2-3h14l2 3M12 11v4M10 13h4" />
      </svg>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">
        {t("empty.heading")}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {t(onAdd ? "empty.body" : "empty.viewOnlyBody")}
      </p>
      {onAdd && (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <Button variant="primary" onClick={onAdd}>
            {t("empty.add")}
          </Button>
          {/* Ten or forty deposits are brought in from a file, not typed (docs/product.md#import). */}
          <Link href="/import" className={buttonClass("secondary", "md")}>
            {t("empty.import")}
          </Link>
        </div>
      )}
    </div>
  );
}
