/**
 * Brings the results into view after Calculate when they are out of sight (below the form on a
 * phone), or `always` (the phone's result line pressed), and moves focus there so a screen reader
 * follows (docs/product.md#calculator-results).
 */
export function revealResults(section: HTMLElement | null, always = false) {
  if (!section) return;
  const { top } = section.getBoundingClientRect();
  if (!always && top >= 0 && top < window.innerHeight / 2) return;
  const reduceMotion = window.matchMedia?.(
    "(prefers-reduced-motion: reduce)",
  ).matches;
  section.scrollIntoView({
    behavior: reduceMotion ? "auto" : "smooth",
    block: "start",
  });
  section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}
