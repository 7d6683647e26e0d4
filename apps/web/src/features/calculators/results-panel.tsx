import type { ReactNode } from "react";
import { ResultCard } from "../../components/result-card.tsx";
import type { CalculatorResult } from "./calculator-definition.ts";
import type { CalculationSource } from "./api/calculate.ts";

interface ResultsPanelProps<R extends CalculatorResult<R>> {
  lines: readonly { key: keyof R & string; label: string }[];
  result: R | null;
  source: CalculationSource | null;
  /** The inputs changed since these figures were calculated. */
  stale: boolean;
  children?: ReactNode;
}

/**
 * The figures of docs/product.md#calculator-results for one calculator, announced politely when
 * they change.
 */
export function ResultsPanel<R extends CalculatorResult<R>>({
  lines,
  result,
  source,
  stale,
  children,
}: ResultsPanelProps<R>) {
  return (
    <section
      aria-labelledby="results-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="results-heading" className="mb-4 text-lg font-semibold">
        Results
      </h2>
      <div aria-live="polite">
        {result ? (
          <dl
            className={`grid gap-3 sm:grid-cols-2 ${stale ? "opacity-60" : ""}`}
          >
            {lines.map((line, index) => (
              <ResultCard
                key={line.key}
                label={line.label}
                amount={result[line.key] ?? 0}
                primary={index === 0}
                className={index === 0 ? "sm:col-span-2" : ""}
              />
            ))}
          </dl>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
            <div className="h-28 animate-pulse rounded-xl bg-slate-100 sm:col-span-2" />
            <div className="h-20 animate-pulse rounded-xl bg-slate-100" />
            <div className="h-20 animate-pulse rounded-xl bg-slate-100" />
          </div>
        )}
        {stale && (
          <p className="mt-3 text-sm text-slate-700">
            You changed the inputs. Press Calculate to update these figures.
          </p>
        )}
        {source === "device" && (
          <p className="mt-3 text-xs text-slate-500">
            Calculated on your device — server unreachable
          </p>
        )}
      </div>
      {children}
    </section>
  );
}
