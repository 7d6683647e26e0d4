/**
 * The History modal's words (docs/product.md#history). `label.<key>` names a saved input or result
 * as history lists it (in English, as the export spells its keys: history-export.ts historyLabel).
 */
export default {
  title: "Calculation History",
  export: "Export",
  clearAll: "Clear all",
  clearTitle: "Clear calculation history",
  clearConfirmation: "Are you sure you want to clear all calculation history?",
  empty: "No calculations yet",
  emptyNote: "Your calculation history will appear here",
  viewDetails: "View details",
  load: "Load",
  delete: "Delete",
  inputs: "Inputs",
  results: "Results",
  calculatedOn: "Calculated On",
  "label.monthlyInvestment": "monthly investment",
  "label.expectedReturn": "expected return",
  "label.timePeriod": "time period",
  "label.maturityAmount": "maturity amount",
  "label.totalInvestment": "total investment",
  "label.totalReturns": "total returns",
  "label.principal": "principal",
  "label.rate": "rate",
  "label.tenure": "tenure",
  "label.interestEarned": "interest earned",
  "label.interestPerPayout": "interest per payout",
  "label.payout": "interest",
} as const;
