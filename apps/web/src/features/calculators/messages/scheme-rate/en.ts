/**
 * What a small-savings scheme's page says of its notified rate (docs/product.md#scheme-rates):
 * loaded only by the scheme pages (calculatorPageFirstScreen).
 */
export default {
  notifiedFor: "rate notified for {quarter}",
  stale:
    "{rate}% a year is the rate notified for {quarter}: no later quarter's rate is on record yet.",
} as const;
