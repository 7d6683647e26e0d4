/** The kvp calculator's page words (see ../en.ts). */
export default {
  "kvp.title": "Kisan Vikas Patra Calculator",
  "kvp.chatName": "KVP calculator",
  "kvp.intro":
    "When a Kisan Vikas Patra doubles the money: in the months notified with its rate, or for a rate with none notified, the months yearly compounding takes to double it; the certificate keeps the rate of the quarter it was bought in.",
  "kvp.field.principal": "Investment",
  "kvp.field.rate": "Interest Rate",
  "kvp.result.maturityAmount": "Maturity Amount",
  "kvp.result.maturityMonths": "Doubles In",
} as const;
