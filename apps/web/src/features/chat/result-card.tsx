import type { ChatCalculation } from "@kosh/core/chat/chat-context";
import { Link } from "wouter";

/** The calculator's main figures under an assistant message, with the link that opens them on its page. */
export function ResultCard({ result }: { result: ChatCalculation }) {
  const [headline, ...others] = result.figures;
  return (
    <div className="mt-3 rounded-xl border border-brand-100 bg-brand-50 p-3 text-slate-900">
      <p className="text-sm font-semibold text-brand-900">{result.title}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2">
        {headline && (
          <div className="col-span-2">
            <dt className="text-xs text-slate-600">{headline.label}</dt>
            <dd className="text-xl font-bold text-brand-800 tabular-nums">
              {headline.value}
            </dd>
          </div>
        )}
        {others.map((figure) => (
          <div key={figure.label}>
            <dt className="text-xs text-slate-600">{figure.label}</dt>
            <dd className="font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {result.note && (
        <p className="mt-2 text-xs text-slate-600">{result.note}</p>
      )}
      <div className="mt-3 flex flex-col items-start gap-1">
        {result.links.map((link) => (
          <Link
            key={link.href}
            href={link.href}
            className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {link.label} <span aria-hidden="true">→</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
