import {
  byGroup,
  CALCULATOR_LIST,
} from "@kosh/core/calculators/calculator-list";
import { Link } from "wouter";
import { calculatorCardMessages } from "../../lib/i18n/calculator-messages.ts";
import { useMessages } from "../../lib/i18n/messages.ts";
import { homeMessages } from "./messages/index.ts";

/**
 * The calculators' cards (docs/product.md#home-and-chat), each group under its own heading, so
 * that eighteen stay findable on a phone.
 */
export function CalculatorsGrid() {
  const t = useMessages(homeMessages);
  const words = useMessages(calculatorCardMessages);
  // The calculator routes (docs/product.md#screens-and-routes), each with what it answers.
  const groups = byGroup(
    CALCULATOR_LIST.map(({ slug, group }) => ({
      group,
      href: `/${slug}`,
      title: words(`${slug}.card.title`),
      body: words(`${slug}.card.body`),
    })),
  );
  return (
    <section
      id="calculators"
      aria-labelledby="calculators-heading"
      className="drawn-when-near mx-auto max-w-5xl px-4 py-12 [--drawn-height:110rem]"
    >
      <h2
        id="calculators-heading"
        className="text-2xl font-bold text-slate-900"
      >
        {t("calculators.heading")}
      </h2>
      {groups.map(({ group, items }) => (
        <section
          key={group}
          aria-labelledby={`calculators-${group}`}
          className="mt-8"
        >
          <h3
            id={`calculators-${group}`}
            className="text-lg font-semibold text-slate-900"
          >
            {words(`group.${group}`)}
          </h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {items.map((calculator) => (
              <li key={calculator.href}>
                <Link
                  href={calculator.href}
                  className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 transition-colors hover:border-brand-600 hover:bg-brand-50"
                >
                  <span className="font-semibold text-brand-800">
                    {calculator.title}
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">
                    {calculator.body}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
