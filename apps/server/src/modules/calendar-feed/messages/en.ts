/** The calendar feed's words, in its owner's language. */
export default {
  name: "Kosh maturities",
  summary: "{companyName} {investType} matures: {maturity}",
  description:
    "{investType} with {companyName}: {principal} invested, {maturity} at maturity. Renew or withdraw it, then record it in Kosh: {link}",
} as const;
