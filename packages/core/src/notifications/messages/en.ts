/**
 * The notices core derives from a person's investments, in English (investment-notifications.ts,
 * docs/product.md#notifications, docs/decisions/0038-hindi-with-typed-dictionaries.md).
 */
export default {
  investment: "{type} with {company} ({amount})",
  "maturity.tomorrow": "Matures tomorrow",
  "maturity.inDays": "Matures in {days} days",
  "maturity.message":
    "Your {investment} matures on {date}. Decide whether to renew or close it.",
  "overdue.title": "Investment overdue",
  "overdue.message":
    "Your {investment} matured on {date} and is still marked active. Renew or close it.",
  "milestone.title": "High-return milestone",
  "milestone.message":
    "Your {investment} is set to return {share}% over its principal, maturing at {amount}.",
} as const;
