import type { Translation } from "../../i18n/messages.ts";
import type en from "./en.ts";

/**
 * The import's words in Hindi (docs/hindi-glossary.md). The template's headers are Hindi too, and
 * the import reads a file headed either way.
 */
export default {
  "file.binary":
    "यह फ़ाइल सीएसवी नहीं है: इसमें बाइनरी डेटा है। स्प्रेडशीट को सीएसवी के रूप में सहेजें और वह फ़ाइल चुनें।",
  "file.notUtf8":
    "यह फ़ाइल UTF-8 टेक्स्ट नहीं है। Excel में इसे 'CSV UTF-8 (Comma delimited)' के रूप में सहेजें और वह फ़ाइल चुनें।",
  "file.tooLarge": "फ़ाइल {max} MB से बड़ी है। एक बार में अधिकतम {max} MB आयात करें।",
  "file.tooManyRows":
    "फ़ाइल में {rows} पंक्तियाँ हैं। एक बार में अधिकतम {max} पंक्तियाँ आयात करें।",
  "file.empty": "फ़ाइल में कोई पंक्ति नहीं है।",
  "file.unclosedQuote":
    "पंक्ति {line} पर खुला उद्धरण चिह्न कहीं बंद नहीं होता, इसलिए बाकी फ़ाइल पढ़ी नहीं जा सकती।",
  "file.noKnownColumn":
    "पहली पंक्ति में ऐसा कोई कॉलम नहीं है जिसे Kosh पहचानता हो। चुनें कि कौन-सा कॉलम कौन-सा मान रखता है।",

  "row.problem": "पंक्ति {line}, {field}: {reason}",

  "row.wholeProblem": "पंक्ति {line}: {reason}",
  "file.pickedNotInList":
    "पंक्ति {line}: {field} के लिए चुनी गई प्रविष्टि Kosh की सूची में नहीं है। फिर से चुनें।",
  "file.updateNotDuplicate":
    "पंक्ति {line}: जिस निवेश को बदलना है, वह इस पंक्ति से मेल खाने वाला निवेश नहीं है।",
  "reason.unknownInstitution":
    "'{value}' Kosh की संस्थाओं की सूची में नहीं है: सही संस्था चुनें",
  "reason.unknownType":
    "'{value}' Kosh के निवेश प्रकारों की सूची में नहीं है: सही प्रकार चुनें",
  "reason.updateAccount":
    "किसी खाते की जमा राशियाँ फ़ाइल से नहीं बदली जातीं: यह पंक्ति छोड़ें या इसे नए निवेश के रूप में आयात करें",

  "field.id": "आईडी",
  "field.institution": "संस्था",
  "field.type": "निवेश का प्रकार",
  "field.holder": "धारक",
  "field.principal_amount": "मूलधन",
  "field.rate_of_interest": "ब्याज दर",
  "field.start_date": "आरंभ तिथि",
  "field.end_date": "समाप्ति तिथि",
  "field.maturity_amount": "परिपक्वता राशि",
  "field.status": "स्थिति",
  "field.renewal_reference_id": "नवीनीकृत निवेश की आईडी",
  "field.renewed_by": "नवीनीकरण से बने निवेश की आईडी",
  "field.transaction_reason": "कारण",
  "field.document_number": "रसीद संख्या",
  "field.account_number": "खाता संख्या",
  "field.investment_notes": "टिप्पणी",
  "field.created_at": "दर्ज करने का समय",
  "field.interest_schedule": "ब्याज का तरीका",
  "field.scheme": "योजना",
  "field.monthly_instalment": "मासिक किस्त",
  "field.extended_years": "बढ़ाई गई अवधि (वर्ष)",
  "field.deposits_close_on": "जमा बंद होने की तिथि",
  "field.deposits": "जमा राशियाँ",

  "reason.required": "नहीं दिया गया है",
  "reason.date":
    "'{value}' ऐसी तिथि नहीं है जिसे Kosh पढ़ सके (dd-mm-yyyy, dd/mm/yyyy, dd MMM yyyy या yyyy-mm-dd)",
  "reason.realDate": "{value} कोई वास्तविक तिथि नहीं है",
  "reason.instant": "'{value}' कोई समय नहीं है (2026-11-24T06:34:30.344Z)",
  "reason.endNotAfterStart": "{value} आरंभ तिथि {start} के बाद की नहीं है",
  "reason.amount":
    "'{value}' कोई राशि नहीं है (ऐसे लिखें: 150000, 1,50,000.50 या ₹1,50,000)",
  "reason.greaterThanZero": "{value} ₹0 से अधिक होनी चाहिए",
  "reason.atMostAmount": "{value} ₹10,000 करोड़ से अधिक है",
  "reason.rate": "'{value}' कोई दर नहीं है (ऐसे लिखें: 7.25 या 7.25 %)",
  "reason.rateRange": "{value} % की दर 0 % और {max} % के बीच नहीं है",
  "reason.wholeNumber": "'{value}' वर्षों की पूर्ण संख्या नहीं है (0, 5, 10 …)",
  "reason.oneOf": "'{value}' इनमें से कोई नहीं है: {choices}",
  "reason.deposit":
    "'{value}' तिथि और राशि के रूप में लिखी जमा नहीं है ({example}); जमा राशियाँ अर्धविराम से अलग करें",
  "reason.tooLong": "{max} अक्षरों से लंबा है",
  "reason.character":
    "में कोई नियंत्रण वर्ण, लेखन-दिशा चिह्न या अन्य अदृश्य वर्ण है ({character})",

  "template.institution": "संस्था",
  "template.type": "निवेश का प्रकार",
  "template.holder": "धारक",
  "template.principal": "मूलधन",
  "template.rate": "ब्याज दर",
  "template.startDate": "आरंभ तिथि",
  "template.endDate": "समाप्ति तिथि",
  "template.maturityAmount": "परिपक्वता राशि",
  "template.accountNumber": "खाता संख्या",
  "template.receiptNumber": "रसीद संख्या",
  "template.notes": "टिप्पणी",
} satisfies Translation<typeof en>;
