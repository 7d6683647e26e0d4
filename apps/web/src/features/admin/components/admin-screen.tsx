import { PageHead } from "../../../components/page-head.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { AccessDenied } from "./access-denied.tsx";
import { AdminTabs } from "./admin-tabs.tsx";

/**
 * The Admin panel (docs/product.md#admin-panel). Only admins get past the gate, so nobody else's
 * browser even asks for the admin lists; the server enforces the same rule on every call.
 */
export function AdminScreen() {
  const t = useMessages(adminMessages);
  const { user } = useSession();
  // Signing in is RequireAuth's job (the route wraps this); here only the role matters.
  if (!user) return null;
  if (user.role !== "admin")
    return (
      <>
        <PageHead title={t("title")} />
        <AccessDenied />
      </>
    );
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <PageHead title={t("title")} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("heading")}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t("lead")}</p>
      </header>
      <AdminTabs />
    </div>
  );
}
