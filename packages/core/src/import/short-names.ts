/**
 * The well-known short names of Indian institutions that take deposits, each group one
 * institution, its full name first (docs/product.md#import). Only abbreviations the institution
 * itself or RBI uses, so that no short name can stand for two: "CBI" or "BOM" are left out.
 * The import compares them as `comparableName` writes them, so "S.B.I." is "SBI".
 */
export const INSTITUTION_SHORT_NAMES: readonly (readonly string[])[] = [
  ["State Bank of India", "SBI"],
  ["Punjab National Bank", "PNB"],
  ["Bank of Baroda", "BoB"],
  ["Bank of India", "BOI"],
  ["Union Bank of India", "Union Bank"],
  ["Canara Bank", "Canara"],
  ["Indian Overseas Bank", "IOB"],
  ["HDFC Bank", "HDFC"],
  ["ICICI Bank", "ICICI"],
  ["Axis Bank", "Axis"],
  ["Kotak Mahindra Bank", "Kotak", "Kotak Bank"],
  ["IDBI Bank", "IDBI"],
  ["IndusInd Bank", "IndusInd"],
  ["IDFC First Bank", "IDFC First", "IDFC"],
  ["AU Small Finance Bank", "AU Bank", "AU SFB"],
  ["Ujjivan Small Finance Bank", "Ujjivan", "Ujjivan SFB"],
  ["Bajaj Finance", "Bajaj Finserv"],
  [
    "India Post",
    "Post Office",
    "DOP",
    "Department of Posts",
    "India Post Office",
  ],
];
