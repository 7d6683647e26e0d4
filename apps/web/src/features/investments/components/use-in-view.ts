import { useEffect, useRef, useState } from "react";

/**
 * True once the element has come near the viewport: charts wait for it, so a phone that never
 * scrolls down to them never downloads the charting library. Without IntersectionObserver
 * (old browsers, jsdom) it stays false and the text alternatives carry the figures alone.
 */
export function useInView<T extends Element>() {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView || typeof IntersectionObserver === "undefined") {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);
  return { ref, inView };
}
