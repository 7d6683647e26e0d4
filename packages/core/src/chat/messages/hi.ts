import type { Translation } from "../../i18n/messages.ts";
import type en from "./en.ts";

/** The assistant's words in Hindi (docs/hindi-glossary.md); the examples are ones it reads. */
export default {
  assistantName: "Kosh सहायक",
  greeting:
    "नमस्ते! मैं {assistant} हूँ। मैं होम लोन की ईएमआई और अतिरिक्त भुगतान से होने वाली बचत, एसआईपी, एफडी, आरडी, और साधारण या चक्रवृद्धि ब्याज का हिसाब लगा सकता हूँ। अपने शब्दों में पूछिए, हिंदी या अंग्रेज़ी में, जैसे '5000 की एसआईपी 12 प्रतिशत 10 साल' या '30 लाख का लोन 20 साल 8.5 प्रतिशत', या नीचे दिया कोई सवाल चुनिए।",
  "quickPrompt.sip": "हर महीने ₹5000 की एसआईपी का हिसाब",
  "quickPrompt.fdRates": "5 साल के लिए सबसे अच्छी एफडी दरें",
  "quickPrompt.rdVsSip": "आरडी और एसआईपी की तुलना",
  "quickPrompt.homeLoan": "होम लोन की ईएमआई का हिसाब",
  unknown:
    "मैं ठीक से समझ नहीं पाया। क्या आप दूसरे शब्दों में या थोड़ा और विस्तार से पूछ सकते हैं?",
  failure:
    "माफ़ कीजिए, हिसाब लगाते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश कीजिए, या सवाल दूसरे शब्दों में पूछिए।",
  greetingReply:
    "नमस्ते! आज आप किसका हिसाब लगाना चाहेंगे: होम लोन की ईएमआई, एसआईपी, एफडी या आरडी?",
  whichCalculation:
    "मैं किसका हिसाब लगाऊँ: होम लोन की ईएमआई, एसआईपी, एफडी, आरडी, या साधारण या चक्रवृद्धि ब्याज?",
  whichInterest: "साधारण ब्याज या चक्रवृद्धि ब्याज?",
  thanks:
    "आपका स्वागत है! जब चाहें, किसी और ईएमआई, एसआईपी, एफडी या आरडी के बारे में पूछिए।",
  help: [
    "मैं इनका हिसाब लगा सकता हूँ:",
    "• होम लोन की ईएमआई: '50 लाख का लोन 8.5 प्रतिशत 20 साल की ईएमआई'",
    "• अतिरिक्त भुगतान से बचत: 'होम लोन 50 लाख 8 प्रतिशत 20 साल, हर महीने 10000 extra'",
    "• एसआईपी: '5000 की एसआईपी 12 प्रतिशत 10 साल'",
    "• एफडी: '1 लाख की एफडी 7 प्रतिशत 5 साल'",
    "• आरडी: '5000 की आरडी 6.5 प्रतिशत 3 साल'",
    "• साधारण या चक्रवृद्धि ब्याज: '1 लाख पर 10 प्रतिशत चक्रवृद्धि ब्याज 5 साल'",
    "• आरडी बनाम एसआईपी या एफडी बनाम एसआईपी: 'RD vs SIP 10000 7 साल'",
    "• किसी ईएमआई या वेतन पर कितना लोन मिल सकता है: '1 लाख वेतन पर कितना लोन'",
    "• एसआईपी, एफडी, आरडी, ईएमआई, प्रीपेमेंट या चक्रवृद्धि का मतलब: 'एसआईपी क्या है'",
    "रकम 5000, ₹5,000, 50k, 5 लाख या 1.5 करोड़ की तरह लिखिए, और अवधि साल, महीने या दिन में; अंग्रेज़ी भी चलेगी ('SIP of 5000 at 12% for 10 years')। नतीजे के बाद तुलना के लिए पूछिए '15 साल हो तो?'।",
  ].join("\n"),
  followUp: "तुलना के लिए पूछिए '{years} साल हो तो?'।",
  cannotTellFigure:
    "मैं समझ नहीं पाया कि कौन-सा आँकड़ा बदलना है। ऐसे पूछिए: '15 साल हो तो?', '10% हो तो?' या '10000 हो तो?'।",

  "intro.home-loan": "चलिए, आपके होम लोन की ईएमआई निकालते हैं।",
  "intro.home-loan-amortization":
    "चलिए, देखते हैं कि अतिरिक्त भुगतान से आपके होम लोन पर कितनी बचत होती है।",
  "intro.sip": "चलिए, आपकी एसआईपी का हिसाब लगाते हैं।",
  "intro.fd": "चलिए, आपकी सावधि जमा (एफडी) का हिसाब लगाते हैं।",
  "intro.rd": "चलिए, आपकी आवर्ती जमा (आरडी) का हिसाब लगाते हैं।",
  "intro.simple-interest": "चलिए, साधारण ब्याज निकालते हैं।",
  "intro.compound-interest": "चलिए, चक्रवृद्धि ब्याज निकालते हैं।",
  "intro.rd-vs-sip": "चलिए, आरडी और एसआईपी की तुलना करते हैं।",
  "intro.fd-vs-sip": "चलिए, एफडी और एसआईपी की तुलना करते हैं।",
  "intro.affordability": "चलिए, देखते हैं कि आपको कितना लोन मिल सकता है।",

  "ask.loan.amount": "लोन कितने का है? जैसे, 50 लाख।",
  "ask.loan.rate": "लोन देने वाला कितनी ब्याज दर लेता है? जैसे, 8.5%।",
  "ask.loan.years": "लोन कितने साल का है? जैसे, 20 साल।",
  "ask.home-loan-amortization.extraAmount":
    "आप कितना अतिरिक्त भुगतान करेंगे, और कितनी बार? जैसे, हर महीने 10,000 या हर साल 1 लाख।",
  "ask.sip.amount": "आप हर महीने कितना निवेश करेंगे? जैसे, ₹5,000।",
  "ask.sip.rate":
    "आपको सालाना कितने रिटर्न की उम्मीद है? जैसे, 12%। बाज़ार से जुड़े रिटर्न पक्के नहीं होते, इसलिए एक कम आँकड़ा भी आज़माइए।",
  "ask.sip.years": "आप कितने साल तक निवेश करेंगे? जैसे, 10 साल।",
  "ask.fd.amount": "आप कितनी रकम जमा करना चाहते हैं? जैसे, 1 लाख।",
  "ask.fd.rate": "आपका बैंक कितनी ब्याज दर दे रहा है? जैसे, 7%।",
  "ask.fd.years": "कितने समय के लिए? जैसे, 5 साल या 18 महीने।",
  "ask.rd.amount": "आप हर महीने कितना जमा करेंगे? जैसे, ₹5,000।",
  "ask.rd.rate": "आपका बैंक आरडी पर कितनी ब्याज दर दे रहा है? जैसे, 6.5%।",
  "ask.rd.years": "कितने साल के लिए? जैसे, 5 साल।",
  "ask.simple-interest.amount": "कितने मूलधन पर? जैसे, 1 लाख।",
  "ask.simple-interest.rate": "सालाना कितनी दर पर? जैसे, 8%।",
  "ask.simple-interest.years": "कितने समय के लिए? जैसे, 3 साल या 18 महीने।",
  "ask.compound-interest.amount": "कितने मूलधन पर? जैसे, 1 लाख।",
  "ask.compound-interest.rate":
    "सालाना कितनी दर पर, साल में एक बार चक्रवृद्धि? जैसे, 10%।",
  "ask.compound-interest.years": "कितने समय के लिए? जैसे, 5 साल।",
  "ask.affordability.amount":
    "आप हर महीने कितनी ईएमआई दे सकते हैं? जैसे, ₹30,000। या अपना महीने का हाथ में आने वाला वेतन बताइए।",
  "ask.affordability.rate": "लोन देने वाला कितनी ब्याज दर लेता है? जैसे, 8.5%।",
  "ask.affordability.years": "कितने साल के लिए? जैसे, 20 साल।",
  "ask.fd-vs-sip.amount": "मैं कितनी रकम की तुलना करूँ? जैसे, 1 लाख।",
  "ask.fd-vs-sip.fdRate": "आपका बैंक एफडी पर कितनी दर दे रहा है? जैसे, 7%।",
  "ask.fd-vs-sip.sipReturn": "एसआईपी के लिए मैं सालाना कितना रिटर्न मानूँ? जैसे, 12%।",
  "ask.fd-vs-sip.years": "कितने सालों में? जैसे, 5 साल।",
  "ask.rd-vs-sip.amount": "मैं हर महीने कितनी रकम की तुलना करूँ? जैसे, ₹5,000।",
  "ask.rd-vs-sip.rate": "आपका बैंक आरडी पर कितनी दर दे रहा है? जैसे, 6.5%।",
  "ask.rd-vs-sip.rdRate": "आपका बैंक आरडी पर कितनी दर दे रहा है? जैसे, 6.5%।",
  "ask.rd-vs-sip.sipReturn": "एसआईपी के लिए मैं सालाना कितना रिटर्न मानूँ? जैसे, 12%।",
  "ask.rd-vs-sip.years": "कितने सालों में? जैसे, 5 साल।",

  noted: "नोट किया: {values}।",
  "noted.loan": "{amount} का लोन",
  "noted.emi": "{amount} की ईएमआई",
  "noted.monthly": "{amount} हर महीने",
  "noted.extra.monthly": "हर महीने {amount} अतिरिक्त",
  "noted.extra.yearly": "हर साल {amount} अतिरिक्त",
  listSeparator: ", ",

  terms: "{amount} ({rate}, {period})",
  "terms.monthly": "{amount} हर महीने ({rate}, {period})",
  "terms.yearlyRate": "{amount} ({rate} सालाना, {period})",
  "figure.emi": "मासिक ईएमआई",
  "figure.totalInterest": "कुल ब्याज",
  "figure.totalAmount": "कुल राशि",
  "figure.principal": "मूलधन",
  "figure.interestSaved": "ब्याज की बचत",
  "figure.timeSaved": "समय की बचत",
  "figure.newTenure": "नई अवधि",
  "figure.maturityAmount": "परिपक्वता राशि",
  "figure.totalInvestment": "कुल निवेश",
  "figure.totalReturns": "कुल रिटर्न",
  "figure.interestEarned": "अर्जित ब्याज",
  "figure.totalDeposits": "कुल जमा",
  "figure.simpleInterest": "साधारण ब्याज",
  "figure.compoundInterest": "चक्रवृद्धि ब्याज",
  "figure.compoundAmount": "चक्रवृद्धि राशि",

  "homeLoan.content":
    "{terms} के होम लोन की ईएमआई {emi} प्रति माह है। पूरी अवधि में आप {totalAmount} चुकाएँगे, जिसमें {totalInterest} ब्याज है। अतिरिक्त भुगतान से बचत देखने के लिए लिखिए 'हर महीने 10000 extra'।",
  "homeLoan.title": "होम लोन ईएमआई: {terms}",
  "homeLoan.link": "होम लोन ईएमआई कैलकुलेटर में खोलें",
  "extra.every.monthly": "हर महीने",
  "extra.every.yearly": "हर साल",
  "extra.noTime": "कोई समय नहीं",
  "extra.content":
    "{terms} के होम लोन पर {every} {extra} अतिरिक्त भुगतान करने से लोन {tenure} की जगह {newTenure} में चुक जाता है। आप ब्याज में {interestSaved} बचाते हैं और समय में {timeSaved}। ईएमआई {emi} ही रहती है।",
  "extra.title": "{every} {extra} अतिरिक्त: {terms}",
  "extra.link": "अतिरिक्त भुगतान वाले होम लोन कैलकुलेटर में पूरी सूची खोलें",
  "sip.content":
    "{period} तक हर महीने {amount} की एसआईपी, {rate} सालाना अनुमानित रिटर्न पर, बढ़कर {maturityAmount} हो सकती है: {totalInvestment} निवेश और {totalReturns} रिटर्न। एसआईपी के रिटर्न बाज़ार से जुड़े होते हैं, इसलिए यह एक अनुमान है, वादा नहीं। {followUp}",
  "sip.title": "एसआईपी: {terms}",
  "sip.link": "एसआईपी कैलकुलेटर में खोलें",
  "fd.content":
    "{terms} की एफडी बढ़कर {maturityAmount} हो जाती है, जिसमें {interestEarned} ब्याज है; ब्याज भारतीय बैंकों की तरह हर तिमाही चक्रवृद्धि होता है। {followUp}",
  "fd.title": "एफडी: {terms}",
  "fd.link": "एफडी कैलकुलेटर में खोलें",
  "rd.content":
    "{terms} की आरडी पर परिपक्वता पर {maturityAmount} मिलते हैं: {totalDeposits} जमा और {interestEarned} ब्याज। {followUp}",
  "rd.title": "आरडी: {terms}",
  "rd.link": "आरडी कैलकुलेटर में खोलें",
  "simpleInterest.content":
    "{sum} पर साधारण ब्याज {interest} है (मूलधन × दर × समय ÷ 100), यानी कुल राशि {total}। {followUp}",
  "simpleInterest.title": "साधारण ब्याज: {sum}",
  "simpleInterest.link": "साधारण ब्याज कैलकुलेटर में खोलें",
  "compoundInterest.content":
    "{amount}, {rate} पर साल में एक बार चक्रवृद्धि होकर, {period} में बढ़कर {total} हो जाता है: {interest} चक्रवृद्धि ब्याज। {followUp}",
  "compoundInterest.title": "चक्रवृद्धि ब्याज: {sum}",
  "compoundInterest.link": "चक्रवृद्धि ब्याज कैलकुलेटर में खोलें",

  "fdRates.noTrack":
    "मैं बैंकों की ताज़ा दरें नहीं देखता, इसलिए आज की सबसे अच्छी एफडी दर{period} नहीं बता सकता। दरें अक्सर बदलती हैं और हर बैंक, हर अवधि और वरिष्ठ नागरिकों के लिए अलग होती हैं।",
  "fdRates.period": " ({years} के लिए)",
  "fdRates.compare":
    "हर बैंक अपनी वेबसाइट या शाखाओं पर जो दरें बताता है, उनकी तुलना कीजिए। बैंक जमा डीआईसीजीसी से हर बैंक में हर जमाकर्ता के ₹5 लाख तक बीमित होती है; कंपनी एफडी नहीं।",
  "fdRates.offer":
    "आपको जो दर मिली है वह बताइए, मैं हिसाब लगा दूँगा कि {deposit} कितना बढ़ेगा, जैसे '7%'।",
  "fdRates.offerYears":
    "आपको जो दर मिली है वह बताइए, मैं हिसाब लगा दूँगा कि {years} में {deposit} कितना बढ़ेगा, जैसे '7%'।",
  "fdRates.offerOwnAmount":
    "आपको जो दर मिली है वह बताइए, मैं हिसाब लगा दूँगा कि {deposit} कितना बढ़ेगा (या अपनी रकम बताइए), जैसे '7%'।",
  "fdRates.offerYearsOwnAmount":
    "आपको जो दर मिली है वह बताइए, मैं हिसाब लगा दूँगा कि {years} में {deposit} कितना बढ़ेगा (या अपनी रकम बताइए), जैसे '7%'।",

  "compare.riskNote":
    "बैंक जमा की दर पूरी अवधि के लिए तय रहती है और डीआईसीजीसी हर बैंक में हर जमाकर्ता की ₹5 लाख तक की जमा का बीमा करता है; इक्विटी फंड की एसआईपी बाज़ार से जुड़ी होती है: लंबे समय में यह ज़्यादा कमा सकती है, पर इसका मूल्य घट भी सकता है, आपके लगाए पैसे से भी नीचे।",
  "compare.note": "ध्यान दें: {examples}। अपने आँकड़े बताइए, जैसे '{sample}'।",
  "compare.noteSeparator": "; ",
  "compare.maturity": "{product} परिपक्वता राशि ({rate})",
  "compare.sipMaturity": "एसआईपी परिपक्वता राशि ({rate} माना गया)",
  "compare.sipReturn.assumed": "{rate} सालाना के माने गए रिटर्न",
  "compare.sipReturn.yours": "आपके माने हुए {rate} सालाना रिटर्न",
  "compare.sipReturn.example": "{rate} एक मान्यता है, भविष्यवाणी नहीं",
  "compare.rdRate.example": "{rate} (उदाहरण की दर)",
  "compare.rdRate.yours": "आपकी {rate} दर",
  "compare.rdVsSip.periodExample": "{period} तक हर महीने {amount} एक उदाहरण है",
  "compare.rdVsSip.rateExample":
    "हर बैंक आरडी की अपनी दर तय करता है, इसलिए अपने बैंक की दर देखिए",
  "compare.rdVsSip.lead":
    "{period} तक हर महीने {amount}, दोनों तरीकों से ({paidIn} जमा):",
  "compare.rdVsSip.rd":
    "• आरडी, {rate} पर: {maturity}, खोलते समय बैंक इसकी गारंटी देता है।",
  "compare.rdVsSip.sip": "• एसआईपी, {rate} पर: {maturity}, कोई गारंटी नहीं।",
  "compare.higher": "{gap} ज़्यादा",
  "compare.lower": "{gap} कम",
  "compare.rdVsSip.risk":
    "एसआईपी का आँकड़ा {difference} तभी है जब वह रिटर्न सच में मिले। आरडी की दर पूरी अवधि के लिए तय रहती है और बैंक जमा डीआईसीजीसी से हर बैंक में हर जमाकर्ता के ₹5 लाख तक बीमित होती है। इक्विटी फंड की एसआईपी बाज़ार से जुड़ी होती है: लंबे समय में इसके ज़्यादा कमाने की संभावना है, पर इसका मूल्य घट भी सकता है, आपके लगाए पैसे से भी नीचे। जो पैसा कुछ ही सालों में चाहिए, वह आम तौर पर वहीं रखना ठीक है जहाँ वह पक्का हो।",
  "compare.rdVsSip.sample": "RD at 7% vs SIP at 10% for 10000 over 7 years",
  "compare.rdVsSip.title": "आरडी बनाम एसआईपी: {period} तक हर महीने {amount}",
  "compare.rdVsSip.cardNote":
    "आरडी: पक्की दर। एसआईपी: बाज़ार से जुड़ी, रिटर्न एक मान्यता है।",
  "compare.fdVsSip.periodExample": "{period} के लिए {amount} एक उदाहरण है",
  "compare.fdVsSip.rateExample":
    "{rate} एफडी की उदाहरण दर है; हर बैंक अपनी दर तय करता है",
  "compare.fdVsSip.lead": "{period} में {amount}, दो तरीकों से:",
  "compare.fdVsSip.fd":
    "• एफडी, {rate} पर, पूरी रकम शुरू में जमा: परिपक्वता पर {maturity}, खोलते समय तय।",
  "compare.fdVsSip.sip":
    "• हर महीने {monthly} की एसआईपी (कुल {total}), {rate} पर: {maturity}, कोई गारंटी नहीं।",
  "compare.fdVsSip.risk": "जोखिम: {note}",
  "compare.fdVsSip.sample": "FD vs SIP for 2 lakh over 5 years at 7 and 12",
  "compare.fdVsSip.title": "एफडी बनाम एसआईपी: {period} में {amount}",
  "compare.fdVsSip.cardNote":
    "एफडी: पक्की दर। एसआईपी: बाज़ार से जुड़ी, रिटर्न एक मान्यता है।",
  "compare.sipMonthly": "एसआईपी मासिक निवेश",
  "product.rd": "आरडी",
  "product.fd": "एफडी",
} satisfies Translation<typeof en>;
