import type { Translation } from "../../i18n/messages.ts";
import type en from "./en.ts";

/**
 * The deposits' words in Hindi (docs/hindi-glossary.md). The CSV's headers are words a person
 * reads in a spreadsheet, so they are Hindi too; its values stay as the API writes them.
 */
export default {
  "schedule.cumulative_monthly": "ब्याज हर महीने जुड़ता है, परिपक्वता पर भुगतान",
  "schedule.cumulative_quarterly": "ब्याज हर तिमाही जुड़ता है, परिपक्वता पर भुगतान",
  "schedule.cumulative_half_yearly":
    "ब्याज हर छह महीने जुड़ता है, परिपक्वता पर भुगतान",
  "schedule.cumulative_yearly": "ब्याज हर साल जुड़ता है, परिपक्वता पर भुगतान",
  "schedule.payout_monthly": "ब्याज हर महीने मुझे मिलता है",
  "schedule.payout_quarterly": "ब्याज हर तिमाही मुझे मिलता है",
  "schedule.payout_half_yearly": "ब्याज हर छह महीने मुझे मिलता है",
  "schedule.payout_yearly": "ब्याज हर साल मुझे मिलता है",
  "schedule.simple": "साधारण ब्याज, परिपक्वता पर भुगतान",
  "schedule.notRecorded": "दर्ज नहीं",
  "financialYear.label": "वित्त वर्ष {year} (अप्रैल {first} से मार्च {last})",
  "csv.id": "आईडी",
  "csv.financial_year": "वित्त वर्ष",
  "csv.company": "संस्था",
  "csv.type": "प्रकार",
  "csv.account_number": "खाता संख्या",
  "csv.document_number": "दस्तावेज़ संख्या",
  "csv.principal_amount": "मूलधन",
  "csv.rate_of_interest": "ब्याज दर",
  "csv.start_date": "आरंभ तिथि",
  "csv.end_date": "समाप्ति तिथि",
  "csv.status": "स्थिति",
  "csv.interest_schedule": "ब्याज का तरीका",
  "csv.interest": "ब्याज",
  "csv.maturity_amount": "परिपक्वता राशि",
  "csv.renewal_reference_id": "नवीनीकृत निवेश की आईडी",
  "csv.renewed_by": "नवीनीकरण से बने निवेश की आईडी",
  "csv.transaction_reason": "कारण",
  "csv.investment_notes": "टिप्पणी",
  "csv.created_at": "दर्ज करने का समय (UTC)",
  "csv.scheme": "योजना",
  "csv.monthly_instalment": "मासिक किस्त",
  "csv.extended_years": "बढ़ाई गई अवधि (वर्ष)",
  "csv.deposits_close_on": "जमा बंद होने की तिथि",
  "csv.tax": "कर",
  "csv.exempt": "कर-मुक्त",
  "csv.taxable": "कर-योग्य",
  "csv.exemptTotal": "कर-मुक्त कुल",
  "csv.taxableTotal": "कर-योग्य कुल",
  "csv.total": "कुल",
} satisfies Translation<typeof en>;
