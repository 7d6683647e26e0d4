import { lazy, Suspense, type ComponentProps, type ReactNode } from "react";
import { DrawAfterPaint } from "../../components/draw-after-paint.tsx";

/**
 * A calculator's ring and year table, drawn when they come near the screen (DrawAfterPaint
 * `whenNear`): on a phone they sit below the form and the results, so their code (ring-sections.tsx,
 * the tables, the ring's drawing) loads only as the person scrolls or Calculate brings the results
 * into view (docs/architecture.md#first-paint).
 */
const sections = () => import("./ring-sections.tsx");
const LazyGrowth = lazy(() =>
  sections().then((module) => ({ default: module.GrowthSection })),
);
const LazyWithdrawal = lazy(() =>
  sections().then((module) => ({ default: module.WithdrawalSection })),
);

/** The room the section takes while it waits, so the page below it does not jump much. */
const placeholder = <div className="mt-6 min-h-96" />;

/** Draws a section below the results (a ring and its table) once it is near the screen. */
export function NearSection({ children }: { children: ReactNode }) {
  return (
    <DrawAfterPaint whenNear placeholder={placeholder}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </DrawAfterPaint>
  );
}

/** Invested vs returns as a ring with its legend, and the year-by-year table. */
export function GrowthSection(props: ComponentProps<typeof LazyGrowth>) {
  return (
    <NearSection>
      <LazyGrowth {...props} />
    </NearSection>
  );
}

/** What was withdrawn vs what is left as a ring with its legend, and the year-by-year table. */
export function WithdrawalSection(
  props: ComponentProps<typeof LazyWithdrawal>,
) {
  return (
    <NearSection>
      <LazyWithdrawal {...props} />
    </NearSection>
  );
}
