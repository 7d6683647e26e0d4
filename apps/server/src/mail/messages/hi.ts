import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

export default {
  "signInCode.subject": "{code} आपका Kosh साइन-इन कोड है",
  "signInCode.title": "आपका Kosh साइन-इन कोड",
  "signInCode.codeIs": "आपका Kosh साइन-इन कोड {code} है",
  "signInCode.codeFollows": "आपका Kosh साइन-इन कोड यह है:",
  "signInCode.expires":
    "यह {minutes} मिनट में ({expiry}) समाप्त हो जाएगा और केवल एक बार काम करेगा।",
  "signInCode.enterIt": "इसे उसी साइन-इन पेज पर डालें जहाँ आपने इसे माँगा था।",
  "signInCode.notYou":
    "अगर आपने Kosh में साइन इन करना नहीं चाहा था, तो इस ईमेल को अनदेखा कर दें:\nकोड के बिना कोई साइन इन नहीं कर सकता।",

  "invitation.subject": "आपको Kosh पर आमंत्रित किया गया है",
  "invitation.invitedAsUser":
    "{invitedBy} ने आपको Kosh पर आमंत्रित किया है, ताकि आप अपनी सावधि जमा, आवर्ती जमा और दूसरे निवेशों का हिसाब रख सकें।",
  "invitation.invitedAsAdmin":
    "{invitedBy} ने आपको Kosh पर एडमिन के रूप में आमंत्रित किया है: आप संदर्भ सूचियाँ भी संभालेंगे और तय करेंगे कि कौन साइन इन कर सकता है।",
  "invitation.signInHere": "यहाँ साइन इन करें: {link}",
  "invitation.button": "Kosh में साइन इन करें",
  "invitation.enterAddress":
    "यही ईमेल पता ({email}) डालें; साइन इन पूरा करने के लिए Kosh आपको\nएक बार चलने वाला कोड भेजेगा। कोई पासवर्ड याद नहीं रखना है।",
  "invitation.buttonFails": "अगर बटन काम न करे, तो {link} खोलें।",
  "invitation.notExpected":
    "अगर आपको इस आमंत्रण की उम्मीद नहीं थी, तो इस ईमेल को अनदेखा कर दें।",

  "reminder.maturesToday":
    "{companyName} में आपका {investType} निवेश आज परिपक्व हो रहा है",
  "reminder.maturesTomorrow":
    "{companyName} में आपका {investType} निवेश कल परिपक्व होगा",
  "reminder.maturesInDays":
    "{companyName} में आपका {investType} निवेश {days} दिन में परिपक्व होगा",
  "reminder.company": "संस्था",
  "reminder.household": "परिवार",
  "reminder.type": "प्रकार",
  "reminder.amountInvested": "निवेश की गई राशि",
  "reminder.endDate": "परिपक्वता तिथि",
  "reminder.maturityAmount": "परिपक्वता राशि",
  "reminder.decide":
    "तय करें कि इसका नवीनीकरण कराना है या राशि निकालनी है, और जो किया उसे Kosh में दर्ज करें:",
  "reminder.openDashboard": "मेरा डैशबोर्ड खोलें",
  "reminder.why":
    "आपको यह ईमेल इसलिए मिला है क्योंकि आपकी Kosh सेटिंग्स में परिपक्वता रिमाइंडर चालू हैं।",
  "reminder.stopLink": "ये रिमाइंडर बंद करें: {link}",
  "reminder.fullStop": "।",
  "reminder.stop": "ये रिमाइंडर बंद करें",
  "reminder.interestPaidOut": "ब्याज का भुगतान",
  "reminder.payout.payout_monthly": "हर महीने {payout}",
  "reminder.payout.payout_quarterly": "हर तिमाही {payout}",
  "reminder.payout.payout_half_yearly": "हर छमाही {payout}",
  "reminder.payout.payout_yearly": "हर साल {payout}",
  "reminder.maturityWithLastPayout": "{maturity} + अंतिम भुगतान {payout}",

  "schemeReminder.why":
    "आपको यह ईमेल इसलिए मिला है क्योंकि आपकी Kosh सेटिंग्स में रिमाइंडर चालू हैं: ये परिपक्वता, आरडी की किस्तों और पीपीएफ व सुकन्या समृद्धि खाते की सालाना जमा की याद दिलाते हैं।",

  "instalment.dueToday":
    "{companyName} में आपके {investType} की {instalment} की किस्त आज देय है",
  "instalment.dueTomorrow":
    "{companyName} में आपके {investType} की {instalment} की किस्त कल देय है",
  "instalment.payOnTime":
    "किस्त देय तिथि तक जमा करें: देर से जमा की गई किस्त पर चूक शुल्क लग सकता है।",
  "instalment.amount": "किस्त की राशि",
  "instalment.dueOn": "देय तिथि",
  "instalment.number": "किस्त संख्या",
  "instalment.numberOf": "{count} में से {number}",
  "instalment.seeIt": "Kosh में यह जमा देखें:",

  "accountYear.startHeadline":
    "पूरे साल का ब्याज पाने के लिए {companyName} में अपने {investType} खाते में {depositBy} तक जमा करें",
  "accountYear.startNote":
    "इस वित्त वर्ष में इस खाते में अभी तक कोई जमा दर्ज नहीं है। महीने की 5 तारीख तक की गई जमा पर उस महीने का ब्याज मिलता है, इसलिए {depositBy} तक की गई जमा पर पूरे साल का ब्याज मिलेगा।",
  "accountYear.endHeadline":
    "{companyName} में आपके {investType} खाते में इस वित्त वर्ष अभी तक कोई जमा नहीं: {yearEnd} तक कम से कम {minimum} जमा करें",
  "accountYear.endNote":
    "हर वित्त वर्ष में कम से कम {minimum} जमा करने से खाता चालू रहता है; ऐसा न होने पर खाता बंद (निष्क्रिय) माना जाता है और हर छूटे साल का शुल्क देकर ही फिर से चालू होता है।",
  "accountYear.financialYear": "वित्त वर्ष",
  "accountYear.deposited": "अब तक जमा",
  "accountYear.limits": "हर साल की जमा",
  "accountYear.limitsRange": "{minimum} से {maximum} तक",
  "accountYear.record":
    "जमा कर चुके हैं? Kosh में दर्ज करें ताकि शेष राशि और ब्याज सही रहें:",

  "footer.operator": "संचालक: {name} · संपर्क: {email}",
  "footer.notSet": "तय नहीं",
  "footer.privacy": "Kosh आपके बारे में क्या रखता है, और क्यों",
} satisfies Translation<typeof en>;
