import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

export default {
  "page.title": "{title} — Kosh",
  "form.label": "विवरण",
  "form.calculate": "गणना करें",
  "form.calculating": "गणना हो रही है…",
  "form.blocked": "पहले {label} ठीक करें: {message}।",
  "form.failed": "गणना नहीं हो सकी",
  "form.notLoaded": "कैलकुलेटर लोड नहीं हो सका, फिर से कोशिश करें।",
  "results.heading": "परिणाम",
  "results.live": "तत्काल अनुमान",
  "results.server": "पुष्टि हुई",
  "results.device": "इसी डिवाइस पर",
  "results.liveNote":
    "विवरण बदलते ही आपके डिवाइस पर निकाला गया। पुष्टि के लिए 'गणना करें' दबाएँ।",
  "results.liveNoteSaves":
    "विवरण बदलते ही आपके डिवाइस पर निकाला गया। पुष्टि करने और इतिहास में सहेजने के लिए 'गणना करें' दबाएँ।",
  "results.serverNote": "Kosh सर्वर ने पुष्टि की।",
  "results.deviceNote": "आपके डिवाइस पर गणना की गई — सर्वर से संपर्क नहीं हो सका",
  "results.waiting":
    "ये आँकड़े पिछले उपयोग योग्य मान के हैं। इन्हें अपडेट करने के लिए {label} ठीक करें।",
  "results.spoken": "{label} {amount}, {source}",
  "growth.heading": "पैसा कहाँ से आता है",
  "growth.totalValue": "कुल मूल्य",
  "growth.tableCaption": "साल-दर-साल बढ़त",
  "growth.year": "वर्ष",
  "growth.value": "मूल्य",
  "withdrawals.heading": "पैसा कहाँ जाता है",
  "withdrawals.total": "निकाली और बची राशि",
  "withdrawals.tableCaption": "साल-दर-साल निकासी",
  "withdrawals.withdrawn": "अब तक निकासी",
  "withdrawals.left": "बची राशि",
  "disclaimer.label": "अस्वीकरण",
  "disclaimer.title": "अस्वीकरण:",
  "disclaimer.text":
    "यह कैलकुलेटर केवल जानकारी के लिए है। इसके आँकड़े आपके दिए विवरण पर आधारित अनुमान हैं; बैंक या फंड वास्तव में जो देता है, वह अलग हो सकता है। इनका उपयोग अपने जोखिम पर करें, और निवेश करने या लोन लेने से पहले किसी वित्तीय सलाहकार से परामर्श लें।",
  "linkNotice.text":
    "आप जिस लिंक से आए, उसमें {labels} का ऐसा मान था जिसे यह कैलकुलेटर नहीं ले सकता, इसलिए उसकी जगह डिफ़ॉल्ट मान लिया गया है।",
  "homeLoan.prepaymentLink":
    "देखें कि अतिरिक्त भुगतान से यह लोन कितना जल्दी चुकता होता है →",
  "history.button": "इतिहास",
  "history.saved": "सहेजी गई",
} satisfies Translation<typeof en>;
