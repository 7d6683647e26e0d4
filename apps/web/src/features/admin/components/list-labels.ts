import type { ReferenceListKind } from "../../../lib/reference-lists.ts";

/** How the panel names each reference list (its tab name, docs/product.md#reference-lists). */
export const LIST_LABELS = {
  companies: {
    title: "Companies",
    singular: "Company",
    noun: "company",
    empty:
      "No companies yet. Add the banks and issuers your users invest with.",
  },
  "company-types": {
    title: "Company Types",
    singular: "Company Type",
    noun: "company type",
    empty: "No company types yet. Add one (e.g. Bank) before adding companies.",
  },
  "invest-types": {
    title: "Investment Types",
    singular: "Investment Type",
    noun: "investment type",
    empty: "No investment types yet. Add one (e.g. Fixed Deposit).",
  },
} as const satisfies Record<
  ReferenceListKind,
  { title: string; singular: string; noun: string; empty: string }
>;
