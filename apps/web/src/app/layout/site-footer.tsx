import { Link } from "wouter";
import { useMessages } from "../../lib/i18n/messages.ts";
import { appMessages } from "../messages/index.ts";
import { CalculatorGroupLists } from "./calculator-group-lists.tsx";

/**
 * The footer (docs/product.md#layout): a memorial message, the calculators again under their
 * groups' names, and the copyright line with the privacy page's link.
 */
export function SiteFooter() {
  const t = useMessages(appMessages);
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_2fr]">
        <div>
          <p className="text-lg font-bold tracking-tight text-brand-800">
            Kosh
          </p>
          <p className="mt-3 max-w-prose text-sm leading-relaxed text-slate-600">
            {t("footer.memorial")}
          </p>
        </div>
        <nav aria-label={t("nav.calculators")}>
          <p className="text-sm font-semibold text-slate-900">
            {t("nav.calculators")}
          </p>
          <div className="mt-3 columns-2 gap-x-4 text-sm sm:columns-3">
            <CalculatorGroupLists
              className="mb-5 break-inside-avoid"
              labelClassName="text-xs font-semibold text-slate-500"
              listClassName="mt-2 space-y-2"
              link={(link) => (
                <Link
                  href={link.href}
                  className="text-slate-600 hover:text-brand-800 hover:underline"
                >
                  {link.label}
                </Link>
              )}
            />
          </div>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto flex max-w-6xl flex-wrap gap-x-4 gap-y-1 px-4 py-4 text-xs text-slate-500">
          <span>{t("footer.copyright")}</span>
          <Link
            href="/privacy"
            className="text-slate-600 underline underline-offset-2 hover:text-brand-800"
          >
            {t("footer.privacy")}
          </Link>
        </p>
      </div>
    </footer>
  );
}
