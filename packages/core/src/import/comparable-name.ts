/**
 * A header or name as it is compared (docs/product.md#import): case, spacing and punctuation
 * aside, in any script ("Rate (%)", "RATE %" and "rate" are one; Devanagari's vowel signs count).
 */
export function comparableName(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^\p{L}\p{M}\p{N}]/gu, "");
}
