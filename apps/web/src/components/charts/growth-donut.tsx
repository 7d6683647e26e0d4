import { PieShape } from "./pie-drawing.tsx";

export interface GrowthDonutProps {
  invested: number;
  returns: number;
}

/**
 * The invested-vs-returns ring, drawn as the dashboard's donuts are (decision 0020): invested
 * from 12 o'clock, then returns; the legend beside it carries the same figures in words.
 */
export default function GrowthDonut({ invested, returns }: GrowthDonutProps) {
  return (
    <PieShape
      slices={[
        { name: "invested", value: invested, colour: "var(--color-teal-200)" },
        {
          name: "returns",
          value: Math.max(returns, 0),
          colour: "var(--color-brand-700)",
        },
      ]}
      holeRatio={0.73}
      className="size-full"
    />
  );
}
