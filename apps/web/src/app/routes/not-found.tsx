import { Link } from "wouter";
import { PageHead } from "../../components/page-head.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { appMessages } from "../messages/index.ts";
import { routeMessages } from "./messages/index.ts";

export default function NotFoundRoute() {
  const t = useMessages(routeMessages);
  const frame = useMessages(appMessages);
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <PageHead title={t("notFound.title")} />
      <h1 className="text-2xl font-semibold">{t("notFound.heading")}</h1>
      <p className="mt-3 text-slate-600">{t("notFound.body")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass("primary")}>
          {frame("goHome")}
        </Link>
        <Link href="/sip" className={buttonClass("secondary")}>
          {t("notFound.sip")}
        </Link>
      </div>
    </div>
  );
}
