/**
 * How much one import takes (docs/product.md#import): a household's savings are tens of rows, so
 * a file past these is not a list of deposits, and the preview must answer within a second.
 */
export const IMPORT_LIMITS = {
  /** Rows of investments, the header not counted. */
  rows: 5_000,
  /** The file's size in bytes: 5 MB. */
  bytes: 5 * 1024 * 1024,
} as const;
