import { ChartLegend } from "./chart-legend.tsx";

export interface PieSlice {
  /** The legend's words for the slice. */
  name: string;
  value: number;
  colour: string;
  /** Shown on hover: the slice's figures. */
  title: string;
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
 * A pie (or, with `holeRatio`, a donut) of the slices in their order, clockwise from 12 o'clock,
 * with the legend under it. Slices of no value take no room and no legend entry.
 */
export function PieDrawing({
  slices,
  holeRatio = 0,
}: {
  slices: PieSlice[];
  /** The hole's radius as a share of the pie's. */
  holeRatio?: number;
}) {
  const shown = slices.filter((slice) => slice.value > 0);
  const paths = slicePaths(shown, OUTER_RADIUS * holeRatio);
  return (
    <div className="flex h-full flex-col gap-2">
      <svg viewBox="-50 -50 100 100" className="min-h-0 w-full flex-1">
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
            <title>{slice.title}</title>
          </path>
        ))}
      </svg>
      <ChartLegend entries={shown} />
    </div>
  );
}
