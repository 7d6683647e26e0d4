/**
 * Turns a message written in English, Hinglish (Hindi in Latin letters) or Devanagari into one
 * lower-case English wording, so that the rest of the assistant reads a single vocabulary:
 * '30 लाख 20 साल 8.5 प्रतिशत' and '30 lakh 20 saal 8.5 pratishat' both become
 * '30 lakh 20 years 8.5 percent'. Words are swapped whole; nothing is guessed from spelling.
 */

/** Devanagari words and phrases, longest first within each meaning. */
const DEVANAGARI: [string[], string][] = [
  // The schemes' names first, before their words mean something else alone ('मासिक' every month).
  [["वरिष्ठ नागरिक बचत योजना", "वरिष्ठ नागरिकों की बचत योजना"], " scss "],
  [["मासिक आय योजना"], " mis "],
  [["सुकन्या समृद्धि योजना", "सुकन्या समृद्धि", "सुकन्या"], " sukanya "],
  [["किसान विकास पत्र", "केवीपी"], " kvp "],
  [["राष्ट्रीय बचत प्रमाणपत्र", "राष्ट्रीय बचत पत्र", "एनएससी"], " nsc "],
  [["डाकघर", "पोस्ट ऑफिस", "पोस्ट ऑफ़िस"], " post office "],
  [["टाइम डिपॉज़िट", "टाइम डिपॉजिट"], " time deposit "],
  [["स्टेप-अप", "स्टेप अप"], " step up "],
  [["एसडब्ल्यूपी"], " swp "],
  [["एकमुश्त", "एक मुश्त"], " lumpsum "],
  [["लक्ष्य"], " goal "],
  [["निकासी"], " withdrawal "],
  [["बढ़ोतरी", "बढ़ोत्तरी"], " increase "],
  [["रिटर्न"], " return "],
  [["योजना"], " scheme "],
  [["के लिए", "के लिये", "के बारे में"], " "],
  [["सबसे अच्छी", "सबसे अच्छा", "सबसे अच्छे", "सबसे बढ़िया"], " best "],
  [["दरें", "दरों"], " rates "],
  [["तुलना"], " comparison "],
  [["अतिरिक्त", "एक्स्ट्रा"], " extra "],
  [["प्रीपेमेंट"], " prepayment "],
  [["हिसाब"], " calculate "],
  [["हर महीने", "हर माह", "प्रति माह", "मासिक"], " every month "],
  [["हर साल", "हर वर्ष", "प्रति वर्ष", "सालाना", "वार्षिक"], " yearly "],
  [["साल", "सालों", "वर्ष", "वर्षों", "बरस"], " years "],
  [["महीने", "महीना", "महीनों", "महिने", "माह", "मास"], " months "],
  [["दिन", "दिनों"], " days "],
  [["प्रतिशत", "फीसदी", "फ़ीसदी"], " percent "],
  [["हज़ार", "हजार"], " thousand "],
  [["लाख"], " lakh "],
  [["करोड़", "करोड"], " crore "],
  [["रुपये", "रुपए", "रुपया", "रुपयों"], " rupees "],
  [["रु.", "रू.", "रु", "रू"], " rs "],
  [["एसआईपी", "सिप"], " sip "],
  [["एफडी", "सावधि जमा"], " fd "],
  [["आरडी", "आवर्ती जमा"], " rd "],
  [["ईएमआई"], " emi "],
  [["टीडीएस"], " tds "],
  [["इनकम टैक्स", "आयकर"], " income tax "],
  [["टैक्स"], " tax "],
  [["छमाही", "अर्धवार्षिक"], " half-yearly "],
  [["तिमाही", "त्रैमासिक"], " quarterly "],
  [["भुगतान"], " payout "],
  [["वरिष्ठ नागरिक", "वरिष्ठ नागरिकों"], " senior citizen "],
  [["होम लोन", "गृह ऋण"], " home loan "],
  [["लोन", "ऋण", "कर्ज़", "कर्ज"], " loan "],
  [["घर"], " home "],
  [["चक्रवृद्धि ब्याज"], " compound interest "],
  [["साधारण ब्याज"], " simple interest "],
  [["ब्याज दर"], " interest rate "],
  [["ब्याज"], " interest "],
  [["वेतन", "तनख्वाह", "तनख़्वाह", "सैलरी"], " salary "],
  [["पीपीएफ"], " ppf "],
  [["एनपीएस"], " nps "],
  [["सोना", "गोल्ड"], " gold "],
  [["क्या है", "क्या होता है", "क्या होती है"], " what is "],
  [["क्या"], " what "],
  [["कितना", "कितनी", "कितने"], " how much "],
  [["बेहतर", "अच्छा"], " better "],
  [["और"], " and "],
  [["या"], " or "],
  [["नमस्ते", "नमस्कार"], " namaste "],
  [["धन्यवाद", "शुक्रिया"], " thanks "],
  [["मदद"], " help "],
  [
    [
      "का",
      "के",
      "की",
      "लिए",
      "लिये",
      "पर",
      "पे",
      "है",
      "हैं",
      "में",
      "को",
      "मेरा",
      "मेरी",
      "मेरे",
      "मुझे",
      "चाहिए",
      "बताओ",
      "बताइए",
      "बताएं",
      "होगा",
      "होगी",
      "मिलेगा",
      "मिलेगी",
      "से",
    ],
    " ",
  ],
];

/** Hinglish and common slips in Latin letters, matched as whole words after lower-casing. */
const LATIN: [string, string][] = [
  // The schemes' names first, before 'masik' (every month) and 'ya' (or) take their parts.
  [
    "varishth nagrik bachat yojana|varishtha nagrik bachat yojana|varishth nagrik bachat yojna|varisth nagrik bachat yojana",
    " scss ",
  ],
  [
    "masik aay yojana|masik aay yojna|masik aay|monthly income scheme|monthly income plan|pomis",
    " mis ",
  ],
  [
    "sukanya samriddhi yojana|sukanya samridhi yojana|sukanya samriddhi|sukanya samridhi|sukanya samrudhi|sukanya yojana",
    " sukanya ",
  ],
  ["kisan vikas patra|kishan vikas patra", " kvp "],
  [
    "national savings certificates?|national saving certificates?|rashtriya bachat patra",
    " nsc ",
  ],
  ["public provident fund", " ppf "],
  ["dakghar|daakghar|dak ghar|daak ghar", " post office "],
  ["lump-sum|ekmusht|ek musht", " lumpsum "],
  ["lakshya|lakshay|lakshy", " goal "],
  ["yojana|yojna", " scheme "],
  ["ke liye|ke liey|ke lie|ke bare mein", " "],
  ["har mahine|har mahina|har maheene|prati mah|masik", " every month "],
  ["har saal|har sal|har varsh|salana|saalana|varshik", " yearly "],
  ["saal|saalon|sal|varsh|varsha|varshon|baras", " years "],
  [
    "mahina|mahine|mahino|mahinon|mahinay|maheena|maheene|mahene|mahiney|monhts|mnoths",
    " months ",
  ],
  ["din|dino|dinon", " days "],
  ["timahi|timaahi|traimasik", " quarterly "],
  ["chhamahi|chamahi|chhmahi", " half-yearly "],
  [
    "pratishat|pratisat|prathishat|pratishath|pratishit|fisadi|feesadi|percnt|pecent|perecent|percnet|prcnt",
    " percent ",
  ],
  ["hazaar|hazar|hajar|hajaar|hazzar|hajjar", " thousand "],
  ["laakh|lahk|lkah", " lakh "],
  ["karod|karor|karoD|cror", " crore "],
  ["rupaye|rupaiye|rupay|rupye", " rupees "],
  ["chakravridhi|chakravriddhi|chakravrddhi|chakrvridhi", " compound "],
  ["compund|componud|coumpound", " compound "],
  ["sadharan|saadharan|sadharn|simpel", " simple "],
  ["byaj dar|byaaj dar|biyaj dar|dar", " interest rate "],
  ["byaj|byaaj|biyaj|vyaj|intrest|intrst|interst|interes", " interest "],
  ["ghar", " home "],
  ["karz|karza|karja|rin", " loan "],
  ["tankhwah|tankha|tankhah|vetan|pagar|salry|sallary|salery", " salary "],
  ["deposite|diposit", " deposit "],
  ["reccuring|recuring|reccurring", " recurring "],
  ["lpa", " lakh yearly "],
  ["kya hai|kya hota hai|kya hoti hai|kya he|kya h", " what is "],
  ["kya", " what "],
  ["kitna|kitni|kitne|kitana", " how much "],
  ["behtar|bahtar|accha|achha|acha", " better "],
  ["aur", " and "],
  ["ya", " or "],
  ["madad", " help "],
  [
    "ka|ke|ki|liye|liya|lie|pe|par|hai|hain|he|ko|mein|mera|meri|mere|mujhe|chahiye|chaiye|batao|bataiye|bataye|hoga|hogi|milega|milegi|se",
    " ",
  ],
];

const LETTER = String.raw`[\p{L}\p{M}]`;

type Rule = [pattern: RegExp, meaning: string];

/**
 * The rules as patterns, made on the first message rather than when the module loads: the
 * Devanagari ones' Unicode letter classes cost a phone about 80 ms of the home page's start
 * (Lighthouse's Total Blocking Time), before anyone has typed a word.
 */
let rules: { devanagari: Rule[]; latin: Rule[] } | undefined;

function compiledRules(): { devanagari: Rule[]; latin: Rule[] } {
  rules ??= {
    devanagari: DEVANAGARI.map(([words, meaning]) => [
      new RegExp(
        `(?<!${LETTER})(?:${words.map((word) => escape(word.normalize("NFC"))).join("|")})(?!${LETTER})`,
        "gu",
      ),
      meaning,
    ]),
    latin: LATIN.map(([words, meaning]) => [
      new RegExp(
        String.raw`(?<![a-z])(?:${words.toLowerCase()})(?![a-z])`,
        "g",
      ),
      meaning,
    ]),
  };
  return rules;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
}

const DEVANAGARI_ZERO = 0x0966;

/** '१२' → '12': Devanagari digits are the same digits. */
function westernDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) =>
    String((digit.codePointAt(0) ?? DEVANAGARI_ZERO) - DEVANAGARI_ZERO),
  );
}

// A unit word that no number precedes belongs to the number right after it: 'saal 20' is 20 years.
const UNIT_FIRST =
  /(?<![\d.]\s*)(?<![a-z])(years|months|days|percent)\s+(\d+(?:\.\d+)?)(?![\d.]|,\d|\s*(?:%|percent|years?|months?|days?|yrs?|lakhs?|lacs?|crores?|cr|thousand|k)(?![a-z]))/g;

/** The message in the assistant's one vocabulary: lower-case English words and western digits. */
export function normaliseMessage(message: string): string {
  const { devanagari, latin } = compiledRules();
  let text = westernDigits(message.normalize("NFC")).replaceAll("।", ".");
  for (const [pattern, meaning] of devanagari)
    text = text.replace(pattern, meaning);
  text = text.toLowerCase();
  for (const [pattern, meaning] of latin) text = text.replace(pattern, meaning);
  text = text
    .replace(/[ \t]+/g, " ")
    .replaceAll(" ,", ",")
    .trim();
  return text.replace(UNIT_FIRST, "$2 $1");
}
