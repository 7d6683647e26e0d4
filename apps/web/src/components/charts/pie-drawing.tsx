import { ChartLegend } from "./chart-legend.tsx";

export interface PieSlice {
  /** The legend's words for the slice. */
  name: string;
  value: number;
  colour: string;
  /** Shown on hover: the slice's figures; none where a legend beside the drawing says them. */
  title?: string;
}

/** The pie fills 80 % of the square's half-width, as the charts always have. */
const OUTER_RADIUS = 40;

/** Each slice's share in percent and where it starts, one after the other around the circle. */
function sliceArcs(slices: PieSlice[]) {
  const shown = slices.filter((slice) => slice.value > 0);
  const total = shown.reduce((sum, slice) => sum + slice.value, 0);
  const arcs: { slice: PieSlice; share: number; offset: number }[] = [];
  let start = 0;
  for (const slice of shown) {
    const share = (slice.value / total) * 100;
    arcs.push({ slice, share, offset: start });
    start += share;
  }
  return arcs;
}

/**
 * The slices clockwise from 12 o'clock, each one circle whose stroke is dashed to its share: a
 * stroke as wide as the ring, on a circle midway between the hole and the edge (`pathLength` 100,
 * so a share in percent is its dash). A slice's gap is the whole circle, not the rest of it: with
 * a gap of 100 − share, the slice ending at 12 o'clock had its pattern turn on again exactly where
 * the circle's path starts, and Chromium drew that rounding-sized dash as a notch across the first
 * slice. The one way Kosh draws a pie or, with `holeRatio`, a donut (decision 0020); a charting
 * library would cost ~100 KiB for the same picture. Slices of no value take no room.
 */
export function PieShape({
  slices,
  holeRatio = 0,
  className,
}: {
  slices: PieSlice[];
  /** The hole's radius as a share of the pie's. */
  holeRatio?: number;
  className?: string;
}) {
  const radius = (OUTER_RADIUS * (1 + holeRatio)) / 2;
  return (
    <svg viewBox="-50 -50 100 100" className={className}>
      <g transform="rotate(-90)">
        {sliceArcs(slices).map(({ slice, share, offset }) => {
          return (
            <circle
              key={slice.name}
              r={radius}
              fill="none"
              stroke={slice.colour}
              strokeWidth={OUTER_RADIUS * (1 - holeRatio)}
              pathLength={100}
              strokeDasharray={`${share} ${share === 100 ? 0 : 100}`}
              strokeDashoffset={-offset}
            >
              {slice.title && <title>{slice.title}</title>}
            </circle>
          );
        })}
      </g>
    </svg>
  );
}

/** A pie or donut of the slices in their order with the legend under it; empty slices get no entry. */
export function PieDrawing({
  slices,
  holeRatio = 0,
}: {
  slices: PieSlice[];
  /** The hole's radius as a share of the pie's. */
  holeRatio?: number;
}) {
  const shown = slices.filter((slice) => slice.value > 0);
  return (
    <div className="flex h-full flex-col gap-2">
      <PieShape
        slices={shown}
        holeRatio={holeRatio}
        className="min-h-0 w-full flex-1"
      />
      <ChartLegend entries={shown} />
    </div>
  );
}
