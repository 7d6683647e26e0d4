import { Link } from "wouter";
import { useMessages } from "../../lib/i18n/messages.ts";
import type { User } from "../../lib/session.tsx";
import { signedInMessages } from "./messages/signed-in/index.ts";

/**
 * 'Hi, {name or email}', a link to the person's settings, and, for admins, the Admin badge
 * (docs/product.md#layout).
 */
export function Greeting({ user }: { user: User }) {
  const t = useMessages(signedInMessages);
  const shown = user.name?.trim() || user.email;
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
      <Link
        href="/settings"
        title={t("greeting.title", { name: shown })}
        className="truncate rounded-md px-1 hover:bg-slate-100 hover:underline"
      >
        {t("greeting.hello")}{" "}
        <span className="font-medium text-slate-900">{shown}</span>
        <span className="sr-only"> {t("greeting.settings")}</span>
      </Link>
      {user.role === "admin" && (
        <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {t("nav.admin")}
        </span>
      )}
    </span>
  );
}
