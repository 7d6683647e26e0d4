/** The four quick prompts of the home page, word for word (docs/product.md#home-and-chat). */
export const QUICK_PROMPTS = [
  "Calculate SIP for ₹5000 monthly",
  "Best FD rates for 5 years",
  "RD vs SIP comparison",
  "Home loan EMI calculation",
] as const;
