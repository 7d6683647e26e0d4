/**
 * The assistant's first words in English (docs/product.md#chat-assistant): its name, the greeting,
 * the quick prompts and what it says when it cannot work a reply out here. The home page loads
 * these with it; the replies' words (../en.ts) load with the first question.
 */
export default {
  assistantName: "Kosh Assistant",
  greeting:
    "Namaste! I'm {assistant}. I can work out home loan EMIs and what an extra payment saves, SIPs (step-up, goal, SWP and lumpsum too), FDs, RDs, PPF and the post office schemes, and simple or compound interest. Ask in your own words, in English or Hindi, for example 'SIP of 5000 at 12% for 10 years' or 'emi 30 lakh 20 saal 8.5 pratishat', or pick a question below.",
  "quickPrompt.sip": "Calculate SIP for ₹5000 monthly",
  "quickPrompt.fdRates": "Best FD rates for 5 years",
  "quickPrompt.rdVsSip": "RD vs SIP comparison",
  "quickPrompt.homeLoan": "Home loan EMI calculation",
  unavailable:
    "Sorry, I couldn't load what I need to work that out. Check your connection and ask again.",
};
