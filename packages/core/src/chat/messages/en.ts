/**
 * The assistant's words in English (docs/product.md#chat-assistant): the replies the conversation
 * gives, the questions it asks for a missing figure, and the calculations' answers. Its first words
 * (its name, the greeting, the quick prompts) are in greeting/, which the home page loads with it.
 */
export default {
  unknown:
    "I'm not sure I understand. Could you please rephrase or provide more details?",
  failure:
    "Sorry, something went wrong while I was working that out. Please try again, or rephrase your question.",
  greetingReply:
    "Hello! What would you like to work out today: a home loan EMI, a SIP, an FD or an RD?",
  whichCalculation:
    "What should I work out: a home loan EMI, a SIP, an FD, an RD, or simple or compound interest?",
  whichInterest: "Simple interest or compound interest?",
  thanks:
    "You're welcome! Ask me about another EMI, SIP, FD or RD whenever you like.",
  help: [
    "I can work out:",
    "• Home loan EMI: 'EMI for 50 lakh at 8.5% for 20 years'",
    "• What an extra payment saves: 'home loan 50 lakh at 8% for 20 years, extra 10000 monthly'",
    "• SIP: 'SIP of 5000 at 12% for 10 years'",
    "• FD: '1 lakh FD at 7% for 5 years'",
    "• RD: 'RD of 5000 at 6.5% for 3 years'",
    "• Simple or compound interest: 'compound interest on 1 lakh at 10% for 5 years'",
    "• Step-up SIP, goal SIP, SWP and lumpsum: 'step up SIP 5000 10% 12% 10 years', 'how much SIP for 1 crore in 15 years at 12%', 'SWP 10 lakh 8000 per month 8% 10 years', 'lumpsum 1 lakh 12% 10 years'",
    "• PPF, Sukanya Samriddhi, NSC, KVP, SCSS and the post office MIS and TD, at the rate in force: 'PPF 1.5 lakh 15 years', 'senior citizen scheme 15 lakh', 'post office TD 1 lakh 5 years'",
    "• RD vs SIP or FD vs SIP: 'RD vs SIP for 10000 over 7 years'",
    "• How much loan an EMI or a salary supports: 'how much loan on a 1 lakh salary'",
    "• What SIP, FD, RD, EMI, prepayment or compounding mean: 'what is SIP'",
    "Write amounts as 5000, ₹5,000, 50k, 5 lakh or 1.5 crore, and periods in years, months or days; Hindi works too ('30 lakh 20 saal 8.5 pratishat'). After a result, ask 'what if 15 years?' to compare.",
  ].join("\n"),
  followUp: "Ask 'what if {years} years?' to compare.",
  cannotTellFigure:
    "I couldn't tell which figure to change. Try 'what if 15 years?', 'what if 10%?' or 'what if 10000?'.",

  "intro.home-loan": "Let's work out your home loan EMI.",
  "intro.home-loan-amortization":
    "Let's see what an extra payment saves on your home loan.",
  "intro.sip": "Let's work out your SIP.",
  "intro.fd": "Let's work out your fixed deposit.",
  "intro.rd": "Let's work out your recurring deposit.",
  "intro.simple-interest": "Let's work out simple interest.",
  "intro.compound-interest": "Let's work out compound interest.",
  "intro.rd-vs-sip": "Let's compare an RD with a SIP.",
  "intro.fd-vs-sip": "Let's compare an FD with a SIP.",
  "intro.affordability": "Let's see how much loan you could take.",

  "ask.loan.amount": "How much is the loan? For example, 50 lakh.",
  "ask.loan.rate":
    "What interest rate does the lender charge? For example, 8.5%.",
  "ask.loan.years": "For how many years is the loan? For example, 20 years.",
  "ask.home-loan-amortization.extraAmount":
    "How much extra will you pay, and how often? For example, 10,000 every month or 1 lakh every year.",
  "ask.sip.amount": "How much will you invest each month? For example, ₹5,000.",
  "ask.sip.rate":
    "What annual return do you expect? For example, 12%. Market-linked returns are not guaranteed, so try a cautious figure too.",
  "ask.sip.years": "For how many years will you invest? For example, 10 years.",
  "ask.fd.amount": "How much do you want to deposit? For example, 1 lakh.",
  "ask.fd.rate": "What interest rate does your bank offer? For example, 7%.",
  "ask.fd.years": "For how long? For example, 5 years or 18 months.",
  "ask.rd.amount": "How much will you deposit each month? For example, ₹5,000.",
  "ask.rd.rate":
    "What interest rate does your bank offer on the RD? For example, 6.5%.",
  "ask.rd.years": "For how many years? For example, 5 years.",
  "ask.simple-interest.amount": "On what principal? For example, 1 lakh.",
  "ask.simple-interest.rate": "At what rate a year? For example, 8%.",
  "ask.simple-interest.years":
    "For how long? For example, 3 years or 18 months.",
  "ask.compound-interest.amount": "On what principal? For example, 1 lakh.",
  "ask.compound-interest.rate":
    "At what rate a year, compounded yearly? For example, 10%.",
  "ask.compound-interest.years": "For how long? For example, 5 years.",
  "ask.affordability.amount":
    "What EMI can you pay each month? For example, ₹30,000. Or tell me your monthly take-home salary.",
  "ask.affordability.rate":
    "What interest rate does the lender charge? For example, 8.5%.",
  "ask.affordability.years": "For how many years? For example, 20 years.",
  "ask.fd-vs-sip.amount": "How much should I compare? For example, 1 lakh.",
  "ask.fd-vs-sip.fdRate":
    "What rate does your bank offer on the FD? For example, 7%.",
  "ask.fd-vs-sip.sipReturn":
    "What annual return should I assume for the SIP? For example, 12%.",
  "ask.fd-vs-sip.years": "Over how many years? For example, 5 years.",
  "ask.rd-vs-sip.amount":
    "How much a month should I compare? For example, ₹5,000.",
  "ask.rd-vs-sip.rate":
    "What rate does your bank offer on the RD? For example, 6.5%.",
  "ask.rd-vs-sip.rdRate":
    "What rate does your bank offer on the RD? For example, 6.5%.",
  "ask.rd-vs-sip.sipReturn":
    "What annual return should I assume for the SIP? For example, 12%.",
  "ask.rd-vs-sip.years": "Over how many years? For example, 5 years.",

  noted: "Noted: {values}.",
  "noted.loan": "a loan of {amount}",
  "noted.emi": "an EMI of {amount}",
  "noted.monthly": "{amount} a month",
  "noted.extra.monthly": "{amount} extra every month",
  "noted.extra.yearly": "{amount} extra every year",
  listSeparator: ", ",

  terms: "{amount} at {rate} for {period}",
  "terms.monthly": "{amount} a month at {rate} for {period}",
  "terms.yearlyRate": "{amount} at {rate} a year for {period}",
  "figure.emi": "Monthly EMI",
  "figure.totalInterest": "Total Interest",
  "figure.totalAmount": "Total Amount",
  "figure.principal": "Principal",
  "figure.interestSaved": "Interest Saved",
  "figure.timeSaved": "Time Saved",
  "figure.newTenure": "New Tenure",
  "figure.maturityAmount": "Maturity Amount",
  "figure.totalInvestment": "Total Investment",
  "figure.totalReturns": "Total Returns",
  "figure.interestEarned": "Interest Earned",
  "figure.totalDeposits": "Total Deposits",
  "figure.simpleInterest": "Simple Interest",
  "figure.compoundInterest": "Compound Interest",
  "figure.compoundAmount": "Compound Amount",
  "figure.interestPerPayout.monthly": "Interest a Month",
  "figure.interestPerPayout.quarterly": "Interest a Quarter",
  "figure.returnedAtMaturity": "Returned at Maturity",
  "figure.tdsRate": "TDS Rate",
  "figure.tdsLimit": "No TDS on Interest up to, a Year",
  "figure.tdsSeniorLimit": "Senior Citizens, up to",

  "homeLoan.content":
    "For a home loan of {terms}, the EMI is {emi} a month. Over the full term you pay {totalAmount}, of which {totalInterest} is interest. To see what an extra payment saves, say 'extra 10000 every month'.",
  "homeLoan.title": "Home loan EMI: {terms}",
  "homeLoan.link": "Open in the Home Loan EMI calculator",
  "extra.every.monthly": "every month",
  "extra.every.yearly": "every year",
  "extra.noTime": "no time",
  "extra.content":
    "Paying {extra} extra {every} on a home loan of {terms} clears it in {newTenure} instead of {tenure}. You save {interestSaved} in interest and {timeSaved}. The EMI stays {emi}.",
  "extra.title": "Extra {extra} {every}: {terms}",
  "extra.link":
    "Open the full schedule in the Home Loan with Extra Payments calculator",
  "sip.content":
    "A SIP of {amount} a month for {period}, at an expected {rate} a year, could grow to {maturityAmount}: {totalInvestment} invested and {totalReturns} in returns. SIP returns are market-linked, so this is an estimate, not a promise. {followUp}",
  "sip.title": "SIP: {terms}",
  "sip.link": "Open in the SIP calculator",
  "fd.content":
    "An FD of {terms} grows to {maturityAmount}, earning {interestEarned} in interest, compounded every complete quarter with simple interest for any days after, as banks count it. {followUp}",
  "fd.title": "FD: {terms}",
  "fd.link": "Open in the FD calculator",
  "fd.payout.content":
    "An FD of {terms} that pays its interest out {every} pays {interest} {each}: {totalInterest} in interest over the term, and your {principal} back at maturity. {note}{followUp}",
  "fd.payout.title": "FD, interest paid {every}: {terms}",
  "fd.payout.every.monthly": "every month",
  "fd.payout.every.quarterly": "every quarter",
  "fd.payout.each.monthly": "a month",
  "fd.payout.each.quarterly": "a quarter",
  "fd.payout.note.monthly":
    "Banks pay monthly interest at the quarterly rate discounted to a month, a little less than a third of a quarter's. ",
  "fdTax.content":
    "FD interest is income: it is taxed at your slab rate for the year it is earned, whether it is paid out or added to the deposit. A bank deducts TDS at {rate} ({rateWithoutPan} without a PAN) once your interest with it in a financial year passes {limit}, or {seniorLimit} for a senior citizen (the limits since April 2025). TDS counts towards your tax; if your income is below the taxable limit, Form 15G (15H for a senior citizen) asks the bank not to deduct it.",
  "fdTax.signedIn":
    "Your deposits' interest for each financial year is on the Tax year interest screen.",
  "fdTax.guest":
    "Signed in, Kosh adds up the interest your deposits earn in each financial year.",
  "fdTax.title": "Tax on FD interest",
  "fdTax.link": "Open your tax year interest",
  "rd.content":
    "An RD of {terms} pays {maturityAmount} at maturity: {totalDeposits} deposited and {interestEarned} in interest. {followUp}",
  "rd.title": "RD: {terms}",
  "rd.link": "Open in the RD calculator",
  "simpleInterest.content":
    "Simple interest on {sum} is {interest} (principal × rate × time ÷ 100), so the total comes to {total}. {followUp}",
  "simpleInterest.title": "Simple Interest: {sum}",
  "simpleInterest.link": "Open in the Simple Interest calculator",
  "compoundInterest.content":
    "{amount} at {rate} compounded {compounding} for {period} grows to {total}: {interest} of compound interest. {followUp}",
  "compounding.yearly": "once a year",
  "compounding.half-yearly": "every half-year",
  "compounding.quarterly": "every quarter",
  "compounding.monthly": "every month",
  "compoundInterest.title": "Compound Interest: {sum}",
  "compoundInterest.link": "Open in the Compound Interest calculator",

  "intro.ppf": "Let's work out your PPF.",
  "intro.sukanya-samriddhi": "Let's work out a Sukanya Samriddhi account.",
  "intro.nsc": "Let's work out your NSC.",
  "intro.kvp": "Let's work out your Kisan Vikas Patra.",
  "intro.scss": "Let's work out the Senior Citizens' Savings Scheme.",
  "intro.post-office-mis":
    "Let's work out the post office Monthly Income Scheme.",
  "intro.post-office-td": "Let's work out your post office Time Deposit.",
  "intro.step-up-sip": "Let's work out your step-up SIP.",
  "intro.swp": "Let's work out your SWP.",
  "intro.lumpsum": "Let's work out your lumpsum investment.",
  "intro.goal-sip": "Let's see what SIP reaches your goal.",
  "ask.ppf.amount":
    "How much will you deposit? For example, 1.5 lakh a year (the most a year), or 12,500 a month.",
  "ask.ppf.rate":
    "At what rate? PPF earns the rate the government notifies each quarter, for example 7.1%.",
  "ask.ppf.years":
    "For how many years? 15, or longer in blocks of 5, for example 20 years.",
  "ask.sukanya-samriddhi.amount":
    "How much will you deposit each year? For example, 1 lakh (from ₹250 to ₹1,50,000).",
  "ask.sukanya-samriddhi.rate": "At what rate? For example, 8.2%.",
  "ask.nsc.amount": "How much will you buy the NSC for? For example, 50,000.",
  "ask.nsc.rate": "At what rate? For example, 7.7%.",
  "ask.kvp.amount":
    "How much will you put in the Kisan Vikas Patra? For example, 1 lakh.",
  "ask.kvp.rate": "At what rate? For example, 7.5%.",
  "ask.scss.amount":
    "How much will you deposit? For example, 15 lakh (₹30 lakh at most).",
  "ask.scss.rate": "At what rate? For example, 8.2%.",
  "ask.post-office-mis.amount":
    "How much will you deposit? For example, 9 lakh (₹9 lakh at most in a single account, ₹15 lakh in a joint one).",
  "ask.post-office-mis.rate": "At what rate? For example, 7.4%.",
  "ask.post-office-td.amount":
    "How much will you deposit? For example, 1 lakh.",
  "ask.post-office-td.rate": "At what rate? For example, 7.5%.",
  "ask.post-office-td.years": "For 1, 2, 3 or 5 years?",
  "ask.step-up-sip.amount":
    "How much will you invest each month in the first year? For example, ₹5,000.",
  "ask.step-up-sip.stepUp":
    "By how much will you raise it every year? For example, 10%.",
  "ask.step-up-sip.rate":
    "What annual return do you expect? For example, 12%. Market-linked returns are not guaranteed, so try a cautious figure too.",
  "ask.step-up-sip.years":
    "For how many years will you invest? For example, 10 years.",
  "ask.swp.amount":
    "How much is invested, to withdraw from? For example, 10 lakh.",
  "ask.swp.withdrawal":
    "How much will you withdraw each month? For example, ₹8,000.",
  "ask.swp.rate":
    "What annual return do you expect on what stays invested? For example, 8%.",
  "ask.swp.years":
    "For how many years will you withdraw? For example, 10 years.",
  "ask.lumpsum.amount":
    "How much will you invest at once? For example, 1 lakh.",
  "ask.lumpsum.rate":
    "What annual return do you expect? For example, 12%. Market-linked returns are not guaranteed, so try a cautious figure too.",
  "ask.lumpsum.years": "For how many years? For example, 10 years.",
  "ask.goal-sip.amount": "How much do you want to reach? For example, 1 crore.",
  "ask.goal-sip.rate":
    "What annual return do you expect? For example, 12%. Market-linked returns are not guaranteed, so try a cautious figure too.",
  "ask.goal-sip.years": "In how many years? For example, 15 years.",
  "noted.withdrawal": "{amount} withdrawn a month",
  "noted.stepUp": "raised {rate} a year",
  whichScheme:
    "Which scheme should I work out: PPF, Sukanya Samriddhi, NSC, KVP, the Senior Citizens' Savings Scheme, the post office Monthly Income Scheme or a post office Time Deposit?",
  "schemes.title": "Post office and government schemes",
  "scheme.rateInForce": " (the rate notified for {quarter})",
  "scheme.eachQuarter":
    "The account earns each quarter's notified rate as it comes, so a later change moves the figure.",
  "registry.link": "Open in the {page}",
  "scheme.every.yearly": "every year",
  "scheme.every.monthly": "every month",
  "scheme.each.yearly": "a year",
  "scheme.each.monthly": "a month",
  "scheme.jointAccount": " in a joint account",
  "ppf.content":
    "A PPF account with {amount} deposited {every}, at {rate}{rateNote} for {period}, is worth {maturityAmount} at maturity: {totalDeposits} deposited and {interestEarned} in interest.",
  "ppf.title": "PPF: {amount} {each} at {rate} for {period}",
  "sukanya-samriddhi.content":
    "A Sukanya Samriddhi account with {amount} deposited every year for 15 years, at {rate}{rateNote}, is worth {maturityAmount} when it matures 21 years from opening: {totalDeposits} deposited and {interestEarned} in interest.",
  "sukanya-samriddhi.title": "Sukanya Samriddhi: {amount} a year at {rate}",
  "nsc.content":
    "An NSC of {amount} at {rate}{rateNote} is worth {maturityAmount} after 5 years: {interestEarned} in interest, compounded yearly and paid at maturity.",
  "nsc.title": "NSC: {amount} at {rate} for 5 years",
  "kvp.content":
    "A Kisan Vikas Patra of {amount} at {rate}{rateNote} doubles to {maturityAmount} in {maturityMonths}.",
  "kvp.title": "KVP: {amount} at {rate}",
  "scss.content":
    "A Senior Citizens' Savings Scheme deposit of {amount} at {rate}{rateNote} pays {quarterlyInterest} every quarter ({yearlyInterest} a year): {totalInterest} over its 5 years, and your {maturityAmount} back at maturity.",
  "scss.title": "SCSS: {amount} at {rate} for 5 years",
  "post-office-mis.content":
    "A post office Monthly Income Scheme deposit of {amount}{account} at {rate}{rateNote} pays {monthlyInterest} every month: {totalInterest} over its 5 years, and your {maturityAmount} back at maturity.",
  "post-office-mis.title": "Post office MIS: {amount} at {rate} for 5 years",
  "post-office-td.content":
    "A post office Time Deposit of {amount} for {period} at {rate}{rateNote} pays {yearlyInterest} of interest every year, compounded quarterly within the year: {totalInterest} in all, and your {maturityAmount} back at maturity.",
  "post-office-td.title": "Post office TD: {amount} at {rate} for {period}",
  "step-up-sip.content":
    "A SIP of {amount} a month, raised {stepUp} every year, at an expected {rate} a year for {period}, could grow to {maturityAmount}: {totalInvestment} invested and {totalReturns} in returns. SIP returns are market-linked, so this is an estimate, not a promise.",
  "step-up-sip.title":
    "Step-up SIP: {amount} a month raised {stepUp} a year, at {rate} for {period}",
  "swp.content":
    "Withdrawing {withdrawal} a month from {amount} invested at an expected {rate} a year, for {period}: you take out {totalWithdrawal} and {finalValue} is left; the full withdrawal is paid for {monthsLasted}. Returns are market-linked, so this is an estimate, not a promise.",
  "swp.title": "SWP: {withdrawal} a month from {amount} at {rate} for {period}",
  "lumpsum.content":
    "{amount} invested once, at an expected {rate} a year for {period}, could grow to {maturityAmount}: {totalReturns} in returns. Market-linked returns are not guaranteed, so this is an estimate, not a promise.",
  "lumpsum.title": "Lumpsum: {amount} at {rate} for {period}",
  "goal-sip.content":
    "To reach {amount} in {period} at an expected {rate} a year, invest {monthlyInvestment} a month: {totalInvestment} in all, the other {totalReturns} from returns. Market-linked returns are not guaranteed, so try a cautious rate too.",
  "goal-sip.title": "Goal SIP: {amount} in {period} at {rate}",
  "problem.oneOf": "{shown} won't do for the {page}: its {field} is {options}.",
  "problem.limits":
    "{shown} won't do for the {page}: its {field} must be {limits}.",
  "limits.between": "from {min} to {max}",
  "limits.atLeast": "at least {min}",
  "limits.atMost": "at most {max}",
  "limits.multiple": "in multiples of {multiple}",
  "list.or": "{first} or {last}",
  "slot.stepUp": "yearly step-up",
  "slot.withdrawal": "monthly withdrawal",

  "fdRates.noTrack":
    "I don't track live bank rates, so I can't tell you today's best FD rate{period}. Rates change often and differ between banks, between tenures, and for senior citizens.",
  "fdRates.period": " for {years}",
  "fdRates.compare":
    "Compare the rates each bank publishes on its own website or at its branches. Bank deposits are insured by the DICGC up to ₹5 lakh per depositor per bank; company FDs are not.",
  "fdRates.offer":
    "Tell me a rate you have been offered and I'll work out what {deposit} grows to, for example '7%'.",
  "fdRates.offerYears":
    "Tell me a rate you have been offered and I'll work out what {deposit} grows to in {years}, for example '7%'.",
  "fdRates.offerOwnAmount":
    "Tell me a rate you have been offered and I'll work out what {deposit} grows to (or give me your own amount), for example '7%'.",
  "fdRates.offerYearsOwnAmount":
    "Tell me a rate you have been offered and I'll work out what {deposit} grows to in {years} (or give me your own amount), for example '7%'.",

  "compare.riskNote":
    "A bank deposit's rate is fixed for its term and the DICGC insures deposits up to ₹5 lakh per depositor per bank; a SIP in an equity fund is market-linked: over long periods it may earn more, but its value can fall, even below what you paid in.",
  "compare.note":
    "Note: {examples}. Tell me your own figures, for example '{sample}'.",
  "compare.noteSeparator": "; ",
  "compare.maturity": "{product} Maturity Amount ({rate})",
  "compare.sipMaturity": "SIP Maturity Amount ({rate} assumed)",
  "compare.sipReturn.assumed": "an assumed {rate} a year",
  "compare.sipReturn.yours": "your assumed {rate} a year",
  "compare.sipReturn.example": "{rate} is an assumption, not a forecast",
  "compare.rdRate.example": "{rate}, an example rate",
  "compare.rdRate.yours": "your {rate}",
  "compare.rdVsSip.periodExample":
    "{amount} a month for {period} is an example",
  "compare.rdVsSip.rateExample": "banks set their own RD rates, so check yours",
  "compare.rdVsSip.lead":
    "{amount} a month for {period}, both ways ({paidIn} paid in):",
  "compare.rdVsSip.rd":
    "• RD at {rate}: {maturity}, guaranteed by the bank when you open it.",
  "compare.rdVsSip.sip": "• SIP at {rate}: {maturity}, not guaranteed.",
  "compare.higher": "{gap} higher",
  "compare.lower": "{gap} lower",
  "compare.rdVsSip.risk":
    "The SIP figure is {difference} only if that return is achieved. An RD's rate is fixed for its term and bank deposits are insured by the DICGC up to ₹5 lakh per depositor per bank. A SIP in an equity fund is market-linked: over long periods it has the chance to earn more, but its value can fall, even below what you paid in. Money you need within a few years usually belongs where it is certain.",
  "compare.rdVsSip.sample": "RD at 7% vs SIP at 10% for 10000 over 7 years",
  "compare.rdVsSip.title": "RD vs SIP: {amount} a month for {period}",
  "compare.rdVsSip.cardNote":
    "RD: guaranteed rate. SIP: market-linked, the return is an assumption.",
  "compare.fdVsSip.periodExample": "{amount} for {period} is an example",
  "compare.fdVsSip.rateExample":
    "{rate} is an example FD rate; banks set their own",
  "compare.fdVsSip.lead": "{amount} over {period}, two ways:",
  "compare.fdVsSip.fd":
    "• FD at {rate}, all of it deposited at the start: {maturity} at maturity, fixed when you open it.",
  "compare.fdVsSip.sip":
    "• SIP of {monthly} a month ({total} in all) at {rate}: {maturity}, not guaranteed.",
  "compare.fdVsSip.risk": "Risk: {note}",
  "compare.fdVsSip.sample": "FD vs SIP for 2 lakh over 5 years at 7 and 12",
  "compare.fdVsSip.title": "FD vs SIP: {amount} over {period}",
  "compare.fdVsSip.cardNote":
    "FD: guaranteed rate. SIP: market-linked, the return is an assumption.",
  "compare.sipMonthly": "SIP Monthly Investment",
  "product.rd": "RD",
  "product.fd": "FD",
  "explain.sip.title": "SIP in short",
  "explain.sip.text":
    "A SIP (systematic investment plan) puts a fixed amount into a mutual fund every month. Each instalment buys units at that month's price, so you invest steadily without timing the market. Returns are market-linked: not guaranteed, and the value can fall.",
  "explain.sip.example": "SIP of 5000 at 12% for 10 years",
  "explain.fd.title": "FD in short",
  "explain.fd.text":
    "A fixed deposit (FD) locks a lump sum with a bank for a set period, from 7 days to 10 years, at a rate fixed when you open it. Indian banks compound FD interest every quarter. Bank deposits are insured by the DICGC up to ₹5 lakh per depositor per bank; breaking an FD early usually costs a penalty.",
  "explain.fd.example": "FD of 1 lakh at 7% for 444 days",
  "explain.rd.title": "RD in short",
  "explain.rd.text":
    "A recurring deposit (RD) is a bank deposit you pay into every month, for 6 months to 10 years, at a rate fixed when you open it. Interest is compounded every quarter, and the whole sum is paid out at maturity.",
  "explain.rd.example": "RD of 5000 at 6.5% for 3 years",
  "explain.emi.title": "EMI in short",
  "explain.emi.text":
    "An EMI (equated monthly instalment) is the fixed amount you pay a lender every month until a loan is repaid. Early EMIs are mostly interest, later ones mostly principal. It depends on the loan, the rate and the tenure: a longer tenure lowers the EMI but raises the total interest.",
  "explain.emi.example": "EMI for 30 lakh at 8.5% for 20 years",
  "explain.prepayment.title": "Prepayment in short",
  "explain.prepayment.text":
    "A prepayment (part payment) is money paid towards a loan on top of the EMI. It goes straight to the principal, so the interest on it stops at once; keeping the EMI the same then shortens the loan. Floating-rate home loans to individuals carry no prepayment charge in India; check your lender's terms for fixed-rate loans.",
  "explain.prepayment.example":
    "home loan 50 lakh at 8% for 20 years, extra 10000 monthly",
  "explain.compounding.title": "Compounding in short",
  "explain.compounding.text":
    "Compounding is interest earning interest: each period's interest is added to the balance, and the next period's interest is worked out on the larger sum. The longer the money stays and the more often interest is added, the faster it grows. Banks compound FDs quarterly; the compound interest calculator compounds once a year.",
  "explain.compounding.example":
    "compound interest on 1 lakh at 10% for 5 years",
  "explain.simple-interest.title": "Simple interest in short",
  "explain.simple-interest.text":
    "Simple interest is worked out on the principal alone: principal × rate × time ÷ 100. Unlike compound interest, interest already earned earns nothing more.",
  "explain.simple-interest.example":
    "simple interest on 1 lakh at 8% for 3 years",
  "page.home-loan": "Home Loan EMI calculator",
  "page.home-loan-amortization": "Home Loan with Extra Payments calculator",
  "page.sip": "SIP calculator",
  "page.fd": "FD calculator",
  "page.rd": "RD calculator",
  "page.simple-interest": "Simple Interest calculator",
  "page.compound-interest": "Compound Interest calculator",
  "productName.NPS": "NPS",
  "productName.EPF": "EPF",
  "productName.gold": "gold",
  "productName.shares and crypto": "shares and crypto",
  "productName.insurance plans": "insurance plans",
  "productName.tax": "tax",
  "explain.reply": "{text} To work one out, ask for example '{example}'.",
  "explain.open": "Open the {page}",
  "unsupported.content":
    "Kosh has no calculator for {product}, so I won't guess its figures. The nearest here is the {page}: give it the rate you expect and it shows how a sum grows, but it does not know {product}'s own rules (deposit limits, lock-in, tax, or a rate the government or market changes).",
  "unsupported.title": "No {product} calculator",
  "fdVsRd.content":
    "An FD and an RD are both bank deposits with a fixed rate, compounded every quarter and insured by the DICGC up to ₹5 lakh per depositor per bank. The difference is how you pay in: an FD takes a lump sum you already have, an RD a fixed amount every month. With the money in hand, an FD earns more because all of it earns interest from the first day; if you are saving from income, an RD is the way. Give me figures, for example 'FD of 1 lakh at 7% for 2 years' or 'RD of 5000 at 7% for 2 years'.",
  "fdVsRd.title": "FD or RD",
  "problem.rate":
    "I can only use rates from {min}% to {max}% a year, and {shown} is outside that range.",
  "problem.rdDays":
    "An RD is paid in monthly instalments, so I need its period in months or years (for example 13 months), not {shown}.",
  "problem.tooShort": "{shown} is shorter than I can work with: {range}.",
  "range.default": "periods must be from {min} to {max} years",
  "range.fd": "FD periods must be from 7 days to {max} years",
  "range.rd": "RD periods must be from 6 months to {max} years",
  "range.simple-interest": "periods must be from 1 day to {max} years",
  "range.compound-interest": "periods must be from 1 day to {max} years",
  "pageRange.note":
    "The calculator page's sliders cover {ranges}, so it opens with its own default there.",
  "pageRange.field": "{label} from {min} to {max}",
  "pageRange.fields": "{first} and {second}",
  "problem.tooLong":
    "{shown} is longer than I can work with: periods must be from {min} to {max} years.",
  "problem.tooLongAtMost":
    "{shown} is longer than I can work with: periods must be from {min} to {max} years ({most} at most).",
  "problem.notPositive":
    "{shown} is not an amount I can use: it must be more than ₹0.",
  "problem.belowOne":
    "{shown} is not an amount I can use: it must be at least ₹1.",
  "problem.tooMuch":
    "{amount} is more than I can work with: the most is {most} (₹10,000 crore).",
  "shown.years": "{value} years",
  "problem.twoReadings":
    "I read both {first} and {second} as the {slot}, and can't tell which you mean.",
  "slot.amount": "amount",
  "slot.extraAmount": "extra payment",
  "slot.rate": "rate",
  "slot.rdRate": "RD rate",
  "slot.fdRate": "FD rate",
  "slot.sipReturn": "SIP return",
  "slot.years": "period",
  "problem.rateOrPeriod":
    "I can't tell which of {a} and {b} is the rate and which is the period: {a}% for {bYears}, or {b}% for {aYears}?",
  "afford.assumed": " (an example rate and tenure; tell me yours)",
  "afford.rule":
    "Rule of thumb, not a lender's decision: keep all your EMIs within {share}% of your monthly take-home pay. On {salary} a month that is an EMI of up to {emi}.",
  "afford.repays":
    "At {rate} for {period}{assumed}, {emi} a month repays a loan of about {loan}, with {interest} of interest over the term.",
  "afford.lenders":
    "Lenders also weigh your other EMIs, your age, your credit score and the property's value, so their figure can differ. Ask 'what if 25 years?' or give another EMI to compare.",
  "afford.terms": "an EMI of {emi} at {rate} for {period}",
  "afford.title": "Loan for {terms}",
  "afford.loanAmount": "Loan Amount",
  "afford.note": "Rule of thumb: EMIs within {share}% of take-home pay.",
} as const;
