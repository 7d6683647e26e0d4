import { formatMonths } from "@kosh/core/calculators/amortization";
import { loadFormula } from "@kosh/core/calculators/calculator-formulas";
import {
  API_CALCULATORS,
  type ApiCalculatorSlug,
  type CalculatorEntry,
} from "@kosh/core/calculators/calculator-registry";
import calculatorsEn from "@kosh/core/calculators/messages/en";
import calculatorsHi from "@kosh/core/calculators/messages/hi";
import {
  choicesFromQuery,
  inputsFromQuery,
} from "@kosh/core/calculators/share-query";
import { fieldsForChoices } from "@kosh/core/calculators/slider-config";
import { formatInr } from "@kosh/core/format/money";
import {
  localeOfPath,
  pathWithoutLocale,
  type Locale,
} from "@kosh/core/i18n/locale";
import { escapeHtml } from "../mail/html-email.ts";
import { pageHtml } from "./built-page.ts";

const CALCULATOR_WORDS: Record<Locale, Readonly<Record<string, string>>> = {
  en: calculatorsEn,
  hi: calculatorsHi,
};

/**
 * The headline figure a shared calculator link shows (`/fd?principal=500000&rate=7.25&tenureDays=444`
 * → "Maturity Amount: ₹5,45,678"), in the page's language, worked out by the formula the page
 * and `POST /api/calculate/<slug>` use from the link's inputs as the page reads them
 * (docs/product.md#shared-links). Undefined where the page would show another figure or none: a
 * page without a formula, a link that leaves out a slider (the page may fill it from elsewhere, as
 * a scheme's page does the rate in force) or holds a value the page refuses.
 */
export async function linkedFigure(
  page: string,
  search: string,
): Promise<string | undefined> {
  const locale = localeOfPath(page);
  const slug = pathWithoutLocale(page).slice(1);
  const entry: CalculatorEntry | undefined = API_CALCULATORS.find(
    (calculator) => calculator.slug === slug,
  );
  if (!entry?.api) return undefined;
  const choices = entry.choices ?? [];
  const picked = choicesFromQuery(choices, search);
  const slid = inputsFromQuery(
    fieldsForChoices(entry.fields, picked.values),
    search,
  );
  if (
    picked.rejected.length > 0 ||
    slid.rejected.length > 0 ||
    slid.missing.length > 0
  )
    return undefined;
  const { compute } = await loadFormula(entry.slug as ApiCalculatorSlug);
  const [key] = entry.api.results;
  if (key === undefined) return undefined;
  const value = compute({ ...slid.values, ...picked.values })[key];
  if (typeof value !== "number" || !Number.isSafeInteger(value))
    return undefined;
  const label = CALCULATOR_WORDS[locale][`${slug}.result.${key}`];
  const months: readonly string[] = entry.api.months ?? [];
  const shown = months.includes(key)
    ? formatMonths(value, locale)
    : formatInr(value);
  return label === undefined ? undefined : `${label}: ${shown}`;
}

/** A meta tag's content attribute, by its key (`name="description"`, `property="og:image"`). */
function metaContent(key: string) {
  return new RegExp(`(<meta\\s+${key}\\s+content=")([^"]*)(")`);
}

/**
 * A shared link's page as sent: the build's head for it (`linked.html`) with its addresses at
 * Kosh's own (pageHtml) and, where the link gives one, its figure before the page's description
 * (search results, link previews) and in a `<noscript>` line for a reader that runs no script
 * (docs/product.md#shared-links).
 */
export function linkedPageHtml(
  template: string,
  publicUrl: string,
  figure: string | undefined,
): string {
  let html = pageHtml(template, publicUrl);
  if (figure === undefined) return html;
  const said = escapeHtml(figure);
  for (const key of ['name="description"', 'property="og:description"']) {
    html = html.replace(
      metaContent(key),
      (_whole, start: string, text: string, end: string) =>
        `${start}${said} · ${text}${end}`,
    );
  }
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root"><noscript><p>${said}</p></noscript></div>`,
  );
}
