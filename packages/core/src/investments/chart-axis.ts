/** A value axis from 0 to a round top: the ticks, evenly spaced, and the top the bars scale to. */
export interface ValueAxis {
  /** The largest tick; a bar of this value fills the plot. */
  top: number;
  /** 0 first, then every step up to `top`. */
  ticks: number[];
}

/** Steps of 1, 2, 2.5 or 5 times a power of ten: the steps a person reads an axis in. */
const ROUND_STEPS = [1, 2, 2.5, 5, 10];

/**
 * The axis of a bar chart whose largest bar is `largest`: at most `intervals` round steps from 0
 * (₹0, ₹50,000, ₹1 L, ₹1.5 L…), the top at or just above the largest bar.
 */
export function valueAxis(largest: number, intervals = 5): ValueAxis {
  if (!(largest > 0)) return { top: 1, ticks: [0, 1] };
  const rough = largest / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    ROUND_STEPS.map((multiple) => multiple * power).find(
      (candidate) => candidate >= rough,
    ) ?? 10 * power;
  const count = Math.ceil(largest / step);
  const ticks = Array.from({ length: count + 1 }, (_, index) => index * step);
  return { top: count * step, ticks };
}
