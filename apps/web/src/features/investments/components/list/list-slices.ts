/**
 * Renewal chains drawn per task as a page of the list is first drawn (DrawnInSlices): about a
 * first screen's worth, then the rest of the page a slice at a time. Five of a phone's cards took
 * about 20 ms to draw on a slow machine, against about 120 ms for the page's 25 in one task; a
 * desktop's first screen holds about ten rows of the table (docs/bench-log.md).
 */
export const CARDS_PER_SLICE = 5;
export const ROWS_PER_SLICE = 10;
