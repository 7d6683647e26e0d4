/** The words of every calculator page: the form, the results, the growth section, the disclaimer. */
export default {
  "page.title": "{title} — Kosh",
  "form.label": "Inputs",
  "form.calculate": "Calculate",
  "form.calculating": "Calculating…",
  "form.blocked": "Correct {label} first: {message}.",
  "form.failed": "Calculation failed",
  "form.notLoaded": "The calculator's endpoint could not be loaded.",
  "results.heading": "Results",
  "results.live": "Live estimate",
  "results.server": "Confirmed",
  "results.device": "On this device",
  "results.liveNote":
    "Worked out on your device as you change the inputs. Press Calculate to confirm.",
  "results.liveNoteSaves":
    "Worked out on your device as you change the inputs. Press Calculate to confirm and save to history.",
  "results.serverNote": "Confirmed by the Kosh server.",
  "results.deviceNote": "Calculated on your device — server unreachable",
  "results.waiting":
    "These figures are for the last value that could be used. Correct {label} to update them.",
  "results.spoken": "{label} {amount}, {source}",
  "growth.heading": "Where the money comes from",
  "growth.totalValue": "Total value",
  "growth.tableCaption": "Year-by-year growth",
  "growth.year": "Year",
  "growth.value": "Value",
  "withdrawals.heading": "Where the money goes",
  "withdrawals.total": "Withdrawn and left",
  "withdrawals.tableCaption": "Year-by-year withdrawals",
  "withdrawals.withdrawn": "Withdrawn so far",
  "withdrawals.left": "Left",
  "disclaimer.label": "Disclaimer",
  "disclaimer.title": "Disclaimer:",
  "disclaimer.text":
    "this calculator is for information only. Its figures are estimates from the inputs you give; what a bank or fund actually pays can differ. Use them at your own risk, and consult a financial advisor before you invest or borrow.",
  "linkNotice.text":
    "The link you followed had a value this calculator cannot use for {labels}, so the default is used instead.",
  "homeLoan.prepaymentLink": "See how extra payments shorten this loan →",
  "history.button": "History",
  "history.saved": "saved",
} as const;
