import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * Draws `children` a moment after the rest of the screen: on the next task, in a render React
 * splits into slices, so what is above it paints first and the browser stays responsive while the
 * rest is drawn (Lighthouse's Largest Contentful Paint and Total Blocking Time,
 * docs/architecture.md#performance-budgets). `placeholder` holds its place meanwhile. Only the
 * first drawing waits: once shown, changes draw at once.
 */
export function DrawAfterPaint({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)));
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : placeholder;
}
