import type { CalculationType } from "@kosh/core/history/history-record";

// Outline icons drawn on a 24-unit grid; one per calculator so a list is easy to scan.
const PATHS: Record<CalculationType, string> = {
  sip: "M3 17l6-6 4 4 8-8M15 7h6v6",
  fd: "M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18",
  rd: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h2M12 14h2M16 14h0",
  "home-loan": "M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6",
  "simple-interest":
    "M19 5L5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  "compound-interest":
    "M19 5L5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
};

const NAMES: Record<CalculationType, string> = {
  sip: "SIP",
  fd: "Fixed deposit",
  rd: "Recurring deposit",
  "home-loan": "Home loan",
  "simple-interest": "Simple interest",
  "compound-interest": "Compound interest",
};

export function HistoryTypeIcon({ type }: { type: CalculationType }) {
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
      <svg
        role="img"
        aria-label={NAMES[type]}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5"
      >
        <path d={PATHS[type]} />
      </svg>
    </span>
  );
}
