/** SPEC.md §2 Home: the four quick prompts, word for word. */
export const QUICK_PROMPTS = [
  "Calculate SIP for ₹5000 monthly",
  "Best FD rates for 5 years",
  "RD vs SIP comparison",
  "Home loan EMI calculation",
] as const;
