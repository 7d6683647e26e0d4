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

function point(angle: number, radius: number): string {
  return `${(radius * Math.sin(angle)).toFixed(3)} ${(-radius * Math.cos(angle)).toFixed(3)}`;
}

/** A circle as two half arcs, clockwise from 12 o'clock. */
function circle(radius: number): string {
  return `M0 ${-radius}A${radius} ${radius} 0 1 1 0 ${radius}A${radius} ${radius} 0 1 1 0 ${-radius}Z`;
}

/** The outline of one slice from `from` to `to` (radians clockwise from 12 o'clock). */
function slicePath(from: number, to: number, hole: number): string {
  if (to - from >= 2 * Math.PI - 1e-9) {
    return hole > 0
      ? circle(OUTER_RADIUS) + circle(hole)
      : circle(OUTER_RADIUS);
  }
  const large = to - from > Math.PI ? 1 : 0;
  const outer = `M${point(from, OUTER_RADIUS)}A${OUTER_RADIUS} ${OUTER_RADIUS} 0 ${large} 1 ${point(to, OUTER_RADIUS)}`;
  if (hole === 0) return `${outer}L0 0Z`;
  return `${outer}L${point(to, hole)}A${hole} ${hole} 0 ${large} 0 ${point(from, hole)}Z`;
}

/** Each slice's outline, one after the other around the circle. */
function slicePaths(slices: PieSlice[], hole: number) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const paths: { slice: PieSlice; path: string }[] = [];
  let start = 0;
  for (const slice of slices) {
    const end = start + (slice.value / total) * 2 * Math.PI;
    paths.push({ slice, path: slicePath(start, end, hole) });
    start = end;
  }
  return paths;
}

/**
 * The slices as SVG paths, clockwise from 12 o'clock, each with its figures on hover: the one way
 * Kosh draws a pie or, with `holeRatio`, a donut (decision 0020). Slices of no value take no room.
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
  const paths = slicePaths(
    slices.filter((slice) => slice.value > 0),
    OUTER_RADIUS * holeRatio,
  );
  return (
    <svg viewBox="-50 -50 100 100" className={className}>
      {paths.map(({ slice, path }) => (
        <path
          key={slice.name}
          d={path}
          fill={slice.colour}
          fillRule="evenodd"
          stroke="#fff"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        >
          {slice.title && <title>{slice.title}</title>}
        </path>
      ))}
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
