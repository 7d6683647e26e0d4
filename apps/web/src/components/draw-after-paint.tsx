import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";

/**
 * A part drawn `whenNear` starts loading as its first pixel comes into view: on a phone's
 * connection its small chunk is in before the person has scrolled it far, and a page whose part
 * starts just below the first screen, on a phone or a desktop, does not load it with its first screen.
 */
const NEAR_MARGIN = "0px";

/**
 * Draws `children` a moment after the rest of the screen: in a task of its own after the screen
 * has painted, so what is above it paints first and no one task draws everything (Lighthouse's
 * Largest Contentful Paint and Total Blocking Time, docs/architecture.md#first-paint). `placeholder` holds its place meanwhile. Only the
 * first drawing waits: once shown, changes draw at once.
 *
 * `whenNear` waits longer: until the placeholder comes into view, so a part far
 * below the first screen (a calculator's ring and year table on a phone) neither loads its code
 * nor draws before the person scrolls towards it (docs/architecture.md#first-paint). Without
 * IntersectionObserver it draws after paint.
 */
export function DrawAfterPaint({
  children,
  placeholder,
  whenNear = false,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  whenNear?: boolean;
}) {
  const [shown, setShown] = useState(false);
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const show = () => startTransition(() => setShown(true));
    const target = spot.current;
    if (whenNear && target && typeof IntersectionObserver === "function") {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          show();
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(target);
      return () => observer.disconnect();
    }
    const timer = setTimeout(show);
    return () => clearTimeout(timer);
  }, [whenNear]);
  if (shown) return children;
  return whenNear ? <div ref={spot}>{placeholder}</div> : placeholder;
}

/**
 * Draws a long list `size` items at a time: the first slice with the rest of the screen, each
 * further one by DrawAfterPaint, in a task of its own after the one before has painted, so no one
 * task draws the whole list (Lighthouse's Total Blocking Time, docs/architecture.md#first-paint).
 * The items' elements go where the list's would, with no element around a slice, so a list or a
 * table stays one to a screen reader. Only the first drawing is sliced: a slice once shown stays.
 */
export function DrawnInSlices<Item>({
  items,
  size,
  children,
}: {
  items: readonly Item[];
  size: number;
  /** One item's element, with its key. */
  children: (item: Item) => ReactNode;
}) {
  return (
    <>
      {items.slice(0, size).map(children)}
      {items.length > size && (
        <DrawAfterPaint placeholder={null}>
          <DrawnInSlices items={items.slice(size)} size={size}>
            {children}
          </DrawnInSlices>
        </DrawAfterPaint>
      )}
    </>
  );
}
