import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";

/** What anyone but an admin sees at /admin, word for word (docs/product.md#admin-panel). */
export function AccessDenied() {
  const t = useMessages(adminMessages);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      {/* Every page has a level-1 heading to find it by; the alert says why this one is empty. */}
      <h1 className="sr-only">{t("heading")}</h1>
      <div
        role="alert"
        className="flex items-start gap-3 rounded-2xl bg-red-50 p-5 ring-1 ring-red-200"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="mt-0.5 size-5 shrink-0 fill-red-700"
        >
          <path d="M10 1.5a4 4 0 0 0-4 4V8H5a1.5 1.5 0 0 0-1.5 1.5v7A1.5 1.5 0 0 0 5 18h10a1.5 1.5 0 0 0 1.5-1.5v-7A1.5 1.5 0 0 0 15 8h-1V5.5a4 4 0 0 0-4-4ZM12 8H8V5.5a2 2 0 1 1 4 0V8Z" />
        </svg>
        <p className="font-medium text-red-900">{t("denied")}</p>
      </div>
    </div>
  );
}
