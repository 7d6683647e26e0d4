export interface GrowthDonutProps {
  invested: number;
  returns: number;
}

// The ring is two SVG circle strokes: a charting library would cost ~100 KiB for the same picture.
const RADIUS = 15.9155; // circumference ≈ 100, so a share in percent is a dash length
const STROKE = 5;

/** The invested-vs-returns ring; the legend beside it carries the same figures in words. */
export default function GrowthDonut({ invested, returns }: GrowthDonutProps) {
  const total = invested + Math.max(returns, 0);
  const returnsShare = total > 0 ? (Math.max(returns, 0) / total) * 100 : 0;
  return (
    <svg viewBox="0 0 42 42" className="size-full -rotate-90">
      <circle
        cx="21"
        cy="21"
        r={RADIUS}
        fill="none"
        strokeWidth={STROKE}
        className="stroke-teal-200"
      />
      <circle
        cx="21"
        cy="21"
        r={RADIUS}
        fill="none"
        strokeWidth={STROKE}
        strokeDasharray={`${returnsShare} ${100 - returnsShare}`}
        className="stroke-brand-700"
      />
    </svg>
  );
}
