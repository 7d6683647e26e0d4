import { formatInr } from "@kosh/core/format/money";
import { useEffect, useState, type ReactNode, type Ref } from "react";
import { ResultCard } from "../../components/result-card.tsx";
import type { CalculatorResult } from "./calculator-definition.ts";
import type { CalculationSource } from "./api/calculate.ts";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { calculatorScreenMessages, type ScreenKey } from "./messages/index.ts";

/** Where the figures on screen come from: worked out live on this device, or a Calculate's answer. */
export type FiguresSource = "live" | CalculationSource;

interface ResultsPanelProps<R extends CalculatorResult<R>> {
  /** Each figure, headline first; `months` for one that counts months, not rupees. */
  lines: readonly { key: keyof R & string; label: string; months?: boolean }[];
  result: R;
  source: FiguresSource;
  /** Calculate also saves to history on this page. */
  saves: boolean;
  /** A field whose typed value cannot be used: the figures are for its last good value. */
  waitingFor: string | null;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

const BADGES: Record<FiguresSource, { text: ScreenKey; tone: BadgeTone }> = {
  live: { text: "results.live", tone: "quiet" },
  server: { text: "results.server", tone: "brand" },
  device: { text: "results.device", tone: "paleAmber" },
};

function sourceNote(source: FiguresSource, saves: boolean): ScreenKey {
  switch (source) {
    case "live":
      return saves ? "results.liveNoteSaves" : "results.liveNote";
    case "server":
      return "results.serverNote";
    case "device":
      return "results.deviceNote";
  }
}

// Live figures are announced once the person pauses, not on every step of a slider.
const LIVE_ANNOUNCE_DELAY_MS = 1000;

/**
 * The figures of docs/product.md#calculator-results for one calculator, saying whether they are
 * a live estimate or confirmed (docs/product.md#live-figures).
 */
export function ResultsPanel<R extends CalculatorResult<R>>({
  lines,
  result,
  source,
  saves,
  waitingFor,
  ref,
  children,
}: ResultsPanelProps<R>) {
  const t = useMessages(calculatorScreenMessages);
  const badge = BADGES[source];
  const badgeText = t(badge.text);
  const [headline] = lines;
  const spoken = headline
    ? t("results.spoken", {
        label: headline.label,
        amount: formatInr(result[headline.key] ?? 0),
        source: badgeText.toLowerCase(),
      })
    : "";
  const announcement = useAnnouncement(
    spoken,
    source === "live" ? LIVE_ANNOUNCE_DELAY_MS : 0,
  );

  return (
    <section
      ref={ref}
      aria-labelledby="results-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2
          id="results-heading"
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {t("results.heading")}
        </h2>
        <Badge tone={badge.tone}>{badgeText}</Badge>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {lines.map((line, index) => (
          <ResultCard
            key={line.key}
            label={line.label}
            amount={result[line.key] ?? 0}
            months={line.months}
            primary={index === 0}
            className={index === 0 ? "sm:col-span-2" : ""}
          />
        ))}
      </dl>
      {waitingFor ? (
        <p className="mt-3 text-sm text-slate-700">
          {t("results.waiting", { label: waitingFor })}
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          {t(sourceNote(source, saves))}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {children}
    </section>
  );
}

/** `text` once it has stood for `delayMs`; the first text is never announced (it is the page). */
function useAnnouncement(text: string, delayMs: number): string {
  const [announced, setAnnounced] = useState("");
  const [first] = useState(text);
  useEffect(() => {
    if (text === first && announced === "") return;
    const timer = setTimeout(() => setAnnounced(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, first, announced]);
  return announced;
}
