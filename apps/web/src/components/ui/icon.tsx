/** The app's filled icons, each drawn once; all on a 20-unit grid, filled with the text colour. */
const PATHS = {
  close:
    "M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z",
  menu: "M3 5.5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 4.5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 3.5a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z",
  chevronRight:
    "M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z",
  success:
    "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4 4a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4L9 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4Z",
} as const;

/** The app's line icons: drawn with a round stroke of the text colour, on their own grid. */
const STROKES = {
  chevronDown: { d: "m5 7.5 5 5 5-5", grid: 20, width: 2 },
  bell: {
    d: "M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0",
    grid: 24,
    width: 1.8,
  },
  history: {
    d: "M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3",
    grid: 24,
    width: 2,
  },
} as const;

export type IconName = keyof typeof PATHS | keyof typeof STROKES;

/** A decorative icon: hidden from screen readers, so the control around it carries the name. */
export function Icon({
  name,
  className = "size-5",
}: {
  name: IconName;
  className?: string;
}) {
  if (name in STROKES) {
    const { d, grid, width } = STROKES[name as keyof typeof STROKES];
    return (
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${grid} ${grid}`}
        className={className}
        fill="none"
        stroke="currentColor"
        strokeWidth={width}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={d} />
      </svg>
    );
  }
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`fill-current ${className}`}
    >
      <path d={PATHS[name as keyof typeof PATHS]} />
    </svg>
  );
}
