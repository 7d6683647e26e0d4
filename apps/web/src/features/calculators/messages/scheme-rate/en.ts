/**
 * What a small-savings scheme's page says of its notified rate (docs/product.md#scheme-rates):
 * loaded only by the scheme pages (calculatorPageFirstScreen).
 */
export default {
  notifiedFor: "rate notified for {quarter}",
  opening:
    "The rate stays for the whole term: the one notified for the quarter it is opened in.",
  eachQuarter: "It earns the rate notified for each quarter, which can change.",
} as const;
