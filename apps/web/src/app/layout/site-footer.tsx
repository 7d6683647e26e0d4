import { Link } from "wouter";
import { useMessages } from "../../lib/i18n/messages.ts";
import { appMessages } from "../messages/index.ts";
import { useCalculatorLinks } from "./calculator-links.ts";

/**
 * The footer (docs/product.md#layout): a memorial message, the calculators again, and the copyright
 * line.
 */
export function SiteFooter() {
  const calculatorLinks = useCalculatorLinks();
  const t = useMessages(appMessages);
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr]">
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
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
            {calculatorLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="text-slate-600 hover:text-brand-800 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-500">
          {t("footer.copyright")}
        </p>
      </div>
    </footer>
  );
}
