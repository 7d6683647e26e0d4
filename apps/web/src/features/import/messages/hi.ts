import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

/** The Import screen's words in Hindi (docs/hindi-glossary.md). */
export default {
  title: "निवेश आयात करें — Kosh",
  back: "मेरे निवेश पर वापस जाएँ",
  heading: "निवेश आयात करें",
  intro:
    "स्प्रेडशीट से जमा लाएँ: Kosh का अपना निर्यात, उसका टेम्पलेट, या बैंक की सूची। जब तक आप आयात नहीं चुनते, कुछ भी सहेजा नहीं जाता।",
  "choose.heading": "1. फ़ाइल चुनें",
  "choose.file": "सीएसवी फ़ाइल",
  "choose.fileHint":
    "Excel या Google Sheets से सहेजी गई सीएसवी (UTF-8 या UTF-16; अल्पविराम, अर्धविराम या टैब), अधिकतम 5 MB और 5,000 पंक्तियाँ।",
  "choose.or": "या",
  "choose.paste": "पंक्तियाँ चिपकाएँ",
  "choose.pasteHint": "स्प्रेडशीट से शीर्ष पंक्ति समेत पंक्तियाँ कॉपी करें और यहाँ चिपकाएँ।",
  "choose.read": "चिपकाई गई पंक्तियाँ पढ़ें",
  "choose.template": "टेम्पलेट डाउनलोड करें",
  "choose.templateHint":
    "टेम्पलेट के कॉलम: हर जमा के लिए एक पंक्ति भरें। संस्था, मूलधन, ब्याज दर और आरंभ तिथि ज़रूरी हैं।",
  "progress.reading": "फ़ाइल पढ़ी जा रही है…",
  "progress.checking": "पंक्तियाँ जाँची जा रही हैं…",
  "progress.importing": "आयात हो रहा है…",
  "failed.heading": "फ़ाइल पढ़ी नहीं जा सकी",
  "failed.unreadable":
    "ब्राउज़र फ़ाइल पढ़ नहीं सका। इसे फिर से चुनें, या इसकी पंक्तियाँ चिपकाएँ।",
  "failed.retry": "फिर से कोशिश करें",
  "mapping.heading": "2. कॉलम",
  "mapping.intro":
    "Kosh ने चुना है कि कौन-सा कॉलम कौन-सा मान रखता है। जहाँ अनुमान गलत हो, वहाँ सुधारें, फिर पंक्तियाँ दोबारा पढ़ें।",
  "mapping.column": "कॉलम {column}: {header}",
  "mapping.notImported": "आयात नहीं करना",
  "mapping.apply": "पंक्तियाँ दोबारा पढ़ें",
  "mapping.type": "जिन पंक्तियों में प्रकार नहीं है, उनका प्रकार",
  "mapping.typeDefault": "सावधि जमा",
  "mapping.typeHint":
    "बैंक की सूची में प्रकार का कॉलम नहीं होता: जब तक आप दूसरा प्रकार न चुनें, उसकी पंक्तियाँ सावधि जमा मानी जाती हैं।",
  "rows.heading": "3. पंक्तियाँ",
  "rows.summary":
    "{rows} पंक्तियाँ: {import} आयात होंगी, {update} बदलेंगी, {skip} छोड़ी जाएँगी, {refused} आयात नहीं हो सकतीं।",
  "rows.empty": "फ़ाइल में आयात करने लायक कोई पंक्ति नहीं है।",
  "rows.line": "पंक्ति {line}",
  "rows.principal": "मूलधन",
  "rows.rate": "ब्याज दर",
  "rows.term": "अवधि",
  "rows.account": "खाता संख्या",
  "rows.deposits": "जमा राशियाँ",
  "rows.depositCount": "{count} जमा",
  "rows.depositOne": "1 जमा",
  "rows.receipt": "रसीद संख्या",
  "rows.problems": "पंक्ति {line} की समस्याएँ",
  "rows.pickInstitution": "'{name}' के लिए संस्था",
  "rows.pickType": "'{name}' के लिए निवेश का प्रकार",
  "rows.pick": "एक चुनें",
  "rows.addInstitution":
    "सूची में नहीं है? एडमिन के रूप में आप '{name}' को नई संस्था के रूप में जोड़ सकते हैं।",
  "rows.addInstitutionType": "'{name}' की संस्था का प्रकार",
  "rows.addType":
    "सूची में नहीं है? एडमिन के रूप में आप '{name}' को नए निवेश प्रकार के रूप में जोड़ सकते हैं।",
  "rows.addToList": "'{name}' को सूची में जोड़ें",
  "rows.adding": "जोड़ा जा रहा है…",
  "rows.duplicate": "Kosh में पहले से है",
  "rows.duplicateOf": "यह पंक्ति Kosh में पहले से दर्ज जमा जैसी लगती है:",
  "rows.decision": "पंक्ति {line} का क्या करें",
  "decision.skip": "छोड़ें",
  "decision.import": "फिर भी आयात करें",
  "decision.update": "मौजूदा जमा बदलें",
  "outcome.import": "आयात होगी",
  "outcome.update": "बदलेगी",
  "outcome.skip": "छोड़ी गई",
  "outcome.refused": "आयात नहीं हो सकती",
  "submit.import": "{count} पंक्तियाँ आयात करें",
  "submit.importOne": "1 पंक्ति आयात करें",
  "submit.nothing": "आयात करने को कुछ नहीं",
  "submit.cancel": "दूसरी फ़ाइल चुनें",
  "done.heading": "आयात पूरा हुआ",
  "done.summary":
    "{import} आयात हुईं, {update} बदलीं, {skip} छोड़ी गईं, {refused} आयात नहीं हुईं।",
  "done.dashboard": "मेरे निवेश पर जाएँ",
  "done.again": "दूसरी फ़ाइल आयात करें",
} satisfies Translation<typeof en>;
