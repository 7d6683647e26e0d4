import type { Translation } from "../../i18n/messages.ts";
import type en from "./en.ts";

/** The catalogue of validation and error messages in Hindi (en.ts says what each is). */
export default {
  "word.email": "ईमेल",
  "word.otp": "ओटीपी",
  "word.name": "नाम",
  "word.location": "स्थान",
  "word.dateOfBirth": "जन्म तिथि",
  "word.aNumber": "संख्या",
  "word.aString": "टेक्स्ट",
  "word.aBoolean": "true या false",
  "word.anArray": "सूची",
  "word.anObject": "ऑब्जेक्ट",
  "word.requestBody": "अनुरोध का मुख्य भाग",
  "word.queryString": "क्वेरी स्ट्रिंग",
  "word.url": "पता (URL)",
  "word.requestHeaders": "अनुरोध के हेडर",
  "word.request": "अनुरोध",
  "wait.oneSecond": "1 सेकंड",
  "wait.seconds": "{seconds} सेकंड",
  "wait.minutes": "{minutes} मिनट",
  "character.half": "{code}, किसी अक्षर का आधा भाग",

  "field.required": "{field} आवश्यक है",
  "field.invalid": "{field} सही नहीं है",
  "field.notValid": "{field} मान्य नहीं है",
  "field.number": "{field} एक संख्या होनी चाहिए",
  "field.type": "{field} {type} होना चाहिए",
  "field.text": "{field} टेक्स्ट होना चाहिए",
  "field.trueOrFalse": "{field} true या false होना चाहिए",
  "field.greaterThanZero": "{field} 0 से अधिक होना चाहिए",
  "field.zeroOrMore": "{field} 0 या उससे अधिक होना चाहिए",
  "field.atLeastOnePaisa": "{field} कम से कम ₹0.01 होना चाहिए।",
  "field.atMostTenThousandCrore": "{field} अधिकतम ₹10,000 करोड़ हो सकता है",
  "field.atMostAmount": "{field} अधिकतम ₹10,000 करोड़ (100000000000) हो सकता है",
  "field.atMostFifty": "{field} अधिकतम 50 हो सकता है",
  "field.atMostFiftyPercent": "{field} अधिकतम 50% हो सकता है",
  "field.atMostFiftyYears": "{field} अधिकतम 50 वर्ष हो सकता है",
  "field.atLeastOneMonth": "{field} कम से कम 1 महीना (1/12 वर्ष) होना चाहिए",
  "field.atMostCharacters": "{field} में अधिकतम {max} अक्षर हो सकते हैं",
  "field.atLeastCharacters": "{field} में कम से कम {min} अक्षर होने चाहिए",
  "field.wholeNumber": "{field} एक पूर्ण संख्या होनी चाहिए",
  "field.atLeast": "{field} कम से कम {min} होना चाहिए",
  "field.greaterThan": "{field} {min} से अधिक होना चाहिए",
  "field.atMost": "{field} अधिकतम {max} हो सकता है",
  "field.lessThan": "{field} {max} से कम होना चाहिए",
  "field.atLeastEntries": "{field} में कम से कम {min} प्रविष्टियाँ होनी चाहिए",
  "field.atMostEntries": "{field} में अधिकतम {max} प्रविष्टियाँ हो सकती हैं",
  "field.date": "{field} एक तिथि (YYYY-MM-DD) होनी चाहिए",
  "field.realDate": "{field} एक वास्तविक तिथि होनी चाहिए",
  "field.dateBetween1900And2999":
    "{field} 1900 और 2999 के बीच की तिथि होनी चाहिए।",
  "field.multipleOf": "{field} {multiple} के गुणजों में होना चाहिए",
  "field.atMostWhen": "{other} {value} होने पर {field} अधिकतम {max} हो सकता है",
  "field.oneOf": "{field} इनमें से एक होना चाहिए: {choices}",
  "field.singleLine":
    "{field} एक ही पंक्ति में होना चाहिए, जिसमें कंट्रोल अक्षर, लिखने की दिशा के चिह्न या अन्य अदृश्य अक्षर न हों (इसमें {character} है)",
  "field.multiLine":
    "{field} में नई पंक्तियाँ हो सकती हैं, पर अन्य कंट्रोल अक्षर, लिखने की दिशा के चिह्न या अदृश्य अक्षर नहीं (इसमें {character} है)",
  "field.after": "{field} {other} के बाद की होनी चाहिए",

  "admin.role": "भूमिका 'admin' या 'user' होनी चाहिए",
  "admin.sayWhatToChange": "बताएँ कि क्या बदलना है: role या disabled",
  "reminders.leadTimeChoices":
    "हर अग्रिम समय 30, 15, 7, 3, 1 या 0 दिनों में से एक होना चाहिए",
  "reminders.leadTimesList": "अग्रिम समय दिनों की सूची होनी चाहिए",
  "reminders.leadTimesOnce": "हर अग्रिम समय केवल एक बार चुना जा सकता है",

  "request.notValid": "अनुरोध मान्य नहीं है।",
  "request.partNotObject": "{part} एक JSON ऑब्जेक्ट होना चाहिए",
  "request.unknownField": "अज्ञात फ़ील्ड: {names}",
  "request.unknownFields": "अज्ञात फ़ील्ड: {names}",
  "request.unknownFieldIn": "{where} में अज्ञात फ़ील्ड: {names}",
  "request.unknownFieldsIn": "{where} में अज्ञात फ़ील्ड: {names}",
  "request.unknownQueryParameter": "अज्ञात क्वेरी पैरामीटर: {names}",
  "request.unknownQueryParameters": "अज्ञात क्वेरी पैरामीटर: {names}",
  "request.unsupportedContentType":
    "Content-Type {type} समर्थित नहीं है। मुख्य भाग JSON में Content-Type: application/json के साथ भेजें।",
  "request.noContentType":
    "अनुरोध के मुख्य भाग का कोई Content-Type नहीं है। मुख्य भाग JSON में Content-Type: application/json के साथ भेजें।",
  "request.bodyTooLarge": "अनुरोध का मुख्य भाग बहुत बड़ा है (सीमा {limit} KiB है)।",
  "request.invalidJson": "अनुरोध का मुख्य भाग मान्य JSON नहीं है।",
  "request.emptyJson":
    "अनुरोध का मुख्य भाग खाली है, जबकि उसका Content-Type JSON बताता है। एक JSON ऑब्जेक्ट भेजें।",
  "request.badEscape":
    "पता मान्य नहीं है: इसमें एक टूटा हुआ %-एस्केप है। लिंक जाँचकर फिर से कोशिश करें।",
  "request.contentLength": "Content-Length हेडर अनुरोध के मुख्य भाग से मेल नहीं खाता।",
  "request.idempotencyKey":
    "Idempotency-Key में 1 से 255 तक दिखने वाले ASCII अक्षर होने चाहिए (UUID चलेगा)",
  "request.idempotencyKeyReused":
    "यह Idempotency-Key किसी दूसरे अनुरोध के लिए पहले ही इस्तेमाल हो चुकी है। नए अनुरोध के लिए नई Idempotency-Key भेजें।",
  "request.nulCharacter":
    "{field} में NUL अक्षर (U+0000) है, जिसे सहेजा नहीं जा सकता। इसे हटाकर फिर से कोशिश करें।",
  "request.bodyTimeout":
    "अनुरोध का मुख्य भाग {seconds} सेकंड में नहीं पहुँचा। अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।",
  "request.routeNotFound": "रूट {method} {path} नहीं मिला",
  "request.notFound": "नहीं मिला।",
  "request.internalError":
    "हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें; बार-बार ऐसा हो तो संदर्भ {reference} बताएँ।",

  "auth.otpDigits": "ओटीपी {length} अंकों का होना चाहिए",
  "auth.codeSent": "यदि इस पते को आमंत्रित किया गया है, तो कोड भेजा जा रहा है।",
  "auth.waitBeforeAnotherCode": "नया कोड माँगने से पहले कृपया {wait} प्रतीक्षा करें।",
  "auth.tooManyCodesForAddress":
    "इस पते के लिए बहुत सारे कोड माँगे गए हैं। कृपया {wait} बाद फिर से कोशिश करें।",
  "auth.tooManyCodesFromNetwork":
    "आपके नेटवर्क से बहुत सारे कोड माँगे गए हैं। कृपया {wait} बाद फिर से कोशिश करें।",
  "auth.tooManyWrongCodes":
    "इस पते के लिए बहुत बार गलत कोड डाला गया है। कृपया {wait} बाद फिर से कोशिश करें।",
  "auth.codeExpired":
    "इस कोड की समय-सीमा समाप्त हो गई है या इसका उपयोग हो चुका है। कृपया नया कोड माँगें।",
  "auth.codeSuperseded":
    "यह कोड अब काम नहीं करेगा: आपके दोबारा माँगने पर नया कोड भेजा गया है। सबसे नए ईमेल में आया कोड डालें।",
  "auth.codeTriedTooOften": "यह कोड बहुत बार गलत डाला गया। कृपया नया कोड माँगें।",
  "auth.codeIncorrectNoTriesLeft": "कोड गलत है। कृपया नया कोड माँगें।",
  "auth.codeIncorrectOneTryLeft": "कोड गलत है। 1 प्रयास बाकी है।",
  "auth.codeIncorrectTriesLeft": "कोड गलत है। {tries} प्रयास बाकी हैं।",
  "auth.signInToContinue": "आगे बढ़ने के लिए कृपया साइन इन करें।",
  "auth.sessionEnded": "आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।",
  "auth.sessionExpired":
    "आपके सत्र की समय-सीमा समाप्त हो गई है। कृपया फिर से साइन इन करें।",
  "auth.accountDisabled":
    "यह खाता बंद कर दिया गया है। इसे फिर से चालू करने के लिए किसी एडमिन से कहें।",
  "auth.adminOnly": "यह करने के लिए आपको एडमिन अधिकार चाहिए।",
  "auth.unavailable":
    "साइन-इन सेवा अभी उपलब्ध नहीं है। कृपया कुछ देर बाद फिर से कोशिश करें।",
  "auth.sendFailed": "ओटीपी नहीं भेजा जा सका",
  "auth.verifyFailed": "ओटीपी गलत है",
  "auth.resendFailed": "ओटीपी दोबारा नहीं भेजा जा सका",

  "profile.dateOfBirthFuture": "जन्म तिथि भविष्य की नहीं हो सकती",
  "profile.minimumAge": "आपकी आयु कम से कम {age} वर्ष होनी चाहिए",
  "profile.dateOfBirthFrom1900": "जन्म तिथि 1900 या उसके बाद की होनी चाहिए।",
  "profile.unavailable":
    "प्रोफ़ाइल सेवा अभी उपलब्ध नहीं है। कृपया कुछ देर बाद फिर से कोशिश करें।",
  "profile.saveFailed": "प्रोफ़ाइल पूरी नहीं की जा सकी",
  "profile.loadFailed": "आपकी प्रोफ़ाइल लोड नहीं हो सकी",

  "client.requestFailed": "अनुरोध पूरा नहीं हो सका",
  "client.apiUnavailable": "एपीआई सेवा उपलब्ध नहीं है",
  "client.timedOut": "सर्वर ने उत्तर देने में बहुत देर लगाई। कृपया फिर से कोशिश करें।",
  "client.unreachable":
    "Kosh से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।",
  "client.calculationFailed": "गणना नहीं हो सकी",

  "data.unavailable":
    "डेटाबेस से अभी संपर्क नहीं हो पा रहा है। कृपया कुछ देर बाद फिर से कोशिश करें।",
  "data.diskFull":
    "Kosh अभी कुछ भी सहेज नहीं सकता: डेटाबेस की डिस्क भर गई है। कुछ भी नहीं बदला गया; कृपया बाद में फिर से कोशिश करें।",
  "investments.notFound": "निवेश नहीं मिला।",
  "admin.noSuchUser": "इस आईडी का कोई उपयोगकर्ता नहीं है।",
  "lists.companyNotFound": "संस्था नहीं मिली।",
  "lists.unknownCompanyType":
    "company_type_id किसी संस्था के प्रकार से मेल नहीं खाता।",

  "investments.unknownCompany": "company_id किसी संस्था से मेल नहीं खाता।",
  "investments.unknownInvestType":
    "invest_type_id किसी निवेश के प्रकार से मेल नहीं खाता।",
  "investments.alreadyCannotRenew":
    "यह निवेश पहले ही {status} है, इसलिए इसका नवीनीकरण नहीं कराया जा सकता।",
  "investments.alreadyCannotClose":
    "यह निवेश पहले ही {status} है, इसलिए इसे बंद नहीं किया जा सकता।",
  "investmentStatus.active": "सक्रिय",
  "investmentStatus.closed": "बंद",
  "investmentStatus.renewed": "नवीनीकृत",
  "investments.estimateTooLarge":
    "अनुमानित परिपक्वता राशि ₹10,000 करोड़ से अधिक है; ब्याज दर और समाप्ति तिथि जाँचें, या {field} भरें।",
  "investments.renewalEndAfter":
    "new_end_date {date} के बाद की होनी चाहिए: उस दिन मौजूदा अवधि समाप्त होती है और नवीनीकरण शुरू होता है।",
  "investmentScheme.term_deposit": "सावधि जमा",
  "investmentScheme.recurring_deposit": "आवर्ती जमा",
  "investmentScheme.ppf": "पीपीएफ",
  "investmentScheme.sukanya_samriddhi": "सुकन्या समृद्धि",
  "investmentScheme.nsc": "एनएससी",
  "investmentScheme.kvp": "केवीपी",
  "investmentScheme.scss": "एससीएसएस",
  "investmentScheme.post_office_mis": "डाकघर एमआईएस",
  "investmentScheme.post_office_td": "डाकघर सावधि जमा",
  "investments.setBySchemeRules":
    "{scheme} में जमा की {field} योजना के नियम तय करते हैं: इसे खाली छोड़ें या {value} भेजें।",
  "investments.notForScheme": "{field} {scheme} पर लागू नहीं होता; इसे खाली छोड़ें।",
  "investments.recurringAtLeastOneMonth":
    "आवर्ती जमा कम से कम एक पूरे महीने की होती है: end_date, start_date से कम से कम एक महीने बाद की होनी चाहिए।",
  "investments.notRenewable":
    "{scheme} के निवेश का नवीनीकरण नहीं होता: यह अपनी परिपक्वता तिथि तक चलता है। भुगतान मिलने पर इसे बंद करें और अगला निवेश नए निवेश के रूप में जोड़ें।",
  "investments.depositsOnlyInAccounts":
    "जमा केवल पीपीएफ और सुकन्या समृद्धि खातों में दर्ज होती है; यह निवेश {scheme} में है।",
  "investments.alreadyCannotDeposit":
    "यह खाता पहले ही {status} है, इसलिए इसकी जमा बदली नहीं जा सकती।",
  "investments.depositNotFound": "जमा नहीं मिली।",
  "investments.firstDepositStays":
    "पहली जमा से खाता खुला था, इसलिए इसे हटाया नहीं जा सकता।",
  "investments.firstDepositOnOpening":
    "{field}: पहली जमा {date} की होनी चाहिए: उस दिन खाता खुला था।",
  "investments.depositBeforeOpening":
    "{field} {date} या उसके बाद की होनी चाहिए: उस दिन खाता खुला था।",
  "investments.depositAfterMaturity":
    "{field} {date} से पहले की होनी चाहिए: उस दिन खाता परिपक्व होता है; जमा जारी रखने के लिए खाते की अवधि बढ़ाएँ।",
  "investments.depositAfterDepositYears":
    "{field} {date} से पहले की होनी चाहिए: सुकन्या समृद्धि खाते में केवल पहले 15 वर्षों में जमा होती है।",
  "investments.depositAboveYearlyLimit":
    "{field} एक वित्त वर्ष की {limit} की सीमा से अधिक है: वित्त वर्ष {year} के लिए {left} बाकी है।",
  "investments.depositAfterExtensionWithout":
    "{field} {date} से पहले की होनी चाहिए: उस दिन से खाते की अवधि बिना जमा के बढ़ाई गई थी।",
  "investments.notExtendable":
    "{scheme} के निवेश की अवधि नहीं बढ़ती: केवल पीपीएफ खाते की अवधि उसकी परिपक्वता से 5 वर्ष के खंडों में बढ़ती है।",
  "investments.alreadyCannotExtend":
    "यह खाता पहले ही {status} है, इसलिए इसकी अवधि नहीं बढ़ाई जा सकती।",
  "investments.extensionNotYet":
    "इस खाते की अवधि {date} से बढ़ाई जा सकती है: उस दिन खाता परिपक्व होता है।",
  "investments.extensionWithDepositsAfterWithout":
    "यह खाता {date} से बिना जमा के जारी है, इसलिए इसकी अवधि फिर से जमा के साथ नहीं बढ़ाई जा सकती; अवधि बिना जमा के बढ़ाएँ।",
  "investments.extensionWithDepositsTooLate":
    "जमा के साथ अवधि बढ़ाने का अनुरोध परिपक्वता के एक वर्ष के भीतर ({date} से {last} तक) होता है; इस खाते की अवधि बिना जमा के बढ़ाएँ।",
  "household.atMostHolders":
    "{field} में अधिकतम {max} लोग हो सकते हैं: पहला धारक और संयुक्त धारक।",
  "household.holderTwice": "{field} में एक सदस्य एक से अधिक बार है।",
  "household.memberNotFound": "सदस्य नहीं मिला।",
  "household.selfStays":
    "आप इस परिवार के अपने सदस्य हैं, इसलिए आपको इससे हटाया नहीं जा सकता।",
  "household.selfRelation":
    "आप इस परिवार के अपने सदस्य हैं, इसलिए आपका संबंध “स्वयं” ही रहता है।",
  "household.memberHolds":
    "{name} के नाम वाले निवेश: {count}। पहले उनके धारक बदलें, फिर {name} को हटाएँ।",
  "household.notInvited":
    "{email} Kosh में साइन इन नहीं कर सकते। पहुँच केवल उन्हें दी जा सकती है जिन्हें किसी एडमिन ने आमंत्रित किया है।",
  "household.notYourself": "यह आपका अपना परिवार है: यह आपके पास पहले से है।",
  "household.viewOnly":
    "आप यह परिवार देख सकते हैं, पर बदल नहीं सकते। बदलने की पहुँच के लिए इसके स्वामी से कहें।",
  "household.accessNotFound": "पहुँच नहीं मिली।",
  "calculate.tooLarge":
    "परिणाम इतना बड़ा है कि उसकी सटीक गणना नहीं हो सकती। कम राशि, ब्याज दर या अवधि लेकर देखें।",

  "admin.alreadyInvitedNotSignedIn":
    "{email} को पहले ही आमंत्रित किया जा चुका है, पर उन्होंने अभी तक साइन इन नहीं किया है।",
  "admin.alreadyUser": "{email} पहले से उपयोगकर्ता हैं।",
  "admin.alreadyListedDisabled":
    "{email} पहले से सूची में हैं, पर निष्क्रिय हैं: उन्हें फिर से सक्रिय करें।",
  "admin.alreadyInvited": "{email} को पहले ही आमंत्रित किया जा चुका है।",
  "admin.lastAdminDisable":
    "{email} को निष्क्रिय नहीं किया जा सकता: वे अंतिम सक्रिय एडमिन हैं। पहले किसी दूसरे उपयोगकर्ता को एडमिन बनाएँ।",
  "admin.lastAdminDemote":
    "{email} की एडमिन भूमिका नहीं हटाई जा सकती: वे अंतिम सक्रिय एडमिन हैं। पहले किसी दूसरे उपयोगकर्ता को एडमिन बनाएँ।",
  "admin.disableOwnAccount":
    "आप अपना ही खाता निष्क्रिय नहीं कर सकते। किसी दूसरे एडमिन से यह करने को कहें।",
  "account.lastAdmin":
    "जब तक आप अंतिम सक्रिय एडमिन हैं, आप अपना खाता नहीं हटा सकते। पहले किसी दूसरे उपयोगकर्ता को एडमिन बनाएँ।",

  "lists.companyTypeNotFound": "संस्था का प्रकार नहीं मिला।",
  "lists.investTypeNotFound": "निवेश का प्रकार नहीं मिला।",
  "lists.companyTypeTaken": "संस्था का प्रकार '{name}' पहले से मौजूद है।",
  "lists.investTypeTaken": "निवेश का प्रकार '{name}' पहले से मौजूद है।",
  "lists.companyTaken": "'{name}' नाम की संस्था पहले से मौजूद है।",
  "lists.companyTypeInUseOne":
    "संस्था का यह प्रकार 1 संस्था को दिया गया है; इसे हटाने से पहले उस संस्था को कोई दूसरा प्रकार दें।",
  "lists.companyTypeInUse":
    "संस्था का यह प्रकार {count} संस्थाओं को दिया गया है; इसे हटाने से पहले उन्हें कोई दूसरा प्रकार दें।",
  "lists.investTypeInUseOne":
    "निवेश का यह प्रकार 1 निवेश में इस्तेमाल हुआ है, इसलिए इसे हटाया नहीं जा सकता।",
  "lists.investTypeInUse":
    "निवेश का यह प्रकार {count} निवेशों में इस्तेमाल हुआ है, इसलिए इसे हटाया नहीं जा सकता।",
  "lists.investTypeSchemeInUseOne":
    "निवेश का यह प्रकार 1 निवेश में इस्तेमाल हुआ है, इसलिए इसकी योजना बदली नहीं जा सकती: उसका हिसाब दूसरे तरीके से होने लगेगा। दूसरी योजना के लिए नया प्रकार जोड़ें।",
  "lists.investTypeSchemeInUse":
    "निवेश का यह प्रकार {count} निवेशों में इस्तेमाल हुआ है, इसलिए इसकी योजना बदली नहीं जा सकती: उनका हिसाब दूसरे तरीके से होने लगेगा। दूसरी योजना के लिए नया प्रकार जोड़ें।",
  "lists.companyInUseOne":
    "यह संस्था 1 निवेश में इस्तेमाल हुई है, इसलिए इसे हटाया नहीं जा सकता।",
  "lists.companyInUse":
    "यह संस्था {count} निवेशों में इस्तेमाल हुई है, इसलिए इसे हटाया नहीं जा सकता।",
  "rates.quarterStart":
    "{field} किसी तिमाही का पहला दिन होना चाहिए: YYYY-01-01, YYYY-04-01, YYYY-07-01 या YYYY-10-01",
  "rates.quarterOutOfRange":
    "दरें {first} से {last} (इसके बाद वाली तिमाही) तक की तिमाहियों के लिए ही सहेजी जा सकती हैं",
  "calendarFeed.unknown":
    "यह कैलेंडर पता अब मान्य नहीं है: इसे बदला या रद्द किया जा चुका है। Kosh में नया पता बनाएँ।",

  "investments.loadFailed": "निवेश लोड नहीं हो सके",
  "investments.createFailed": "निवेश नहीं जोड़ा जा सका",
  "investments.renewFailed": "निवेश का नवीनीकरण नहीं हो सका",
  "investments.closeFailed": "निवेश बंद नहीं किया जा सका",
  "investments.exportFailed": "निवेशों का निर्यात नहीं हो सका",
  "investments.interestLoadFailed": "कर वर्ष के अनुसार ब्याज लोड नहीं हो सका",
  "admin.usersLoadFailed": "उपयोगकर्ता लोड नहीं हो सके",
  "admin.inviteFailed": "उपयोगकर्ता को आमंत्रित नहीं किया जा सका",
  "admin.userUpdateFailed": "उपयोगकर्ता में बदलाव सहेजा नहीं जा सका",
  "admin.undeliveredLoadFailed": "न पहुँचे मेल लोड नहीं हो सके",
  "admin.coverSaveFailed": "जमा की सुरक्षा सहेजी नहीं जा सकी",
  "admin.investTypeSchemeSaveFailed": "निवेश के प्रकार की योजना सहेजी नहीं जा सकी",
  "investments.depositAddFailed": "जमा जोड़ी नहीं जा सकी",
  "investments.depositRemoveFailed": "जमा हटाई नहीं जा सकी",
  "investments.extendFailed": "खाते की अवधि नहीं बढ़ाई जा सकी",
  "rates.loadFailed": "योजनाओं की दरें लोड नहीं हो सकीं",
  "rates.saveFailed": "योजनाओं की दरें सहेजी नहीं जा सकीं",
  "lists.companies.listFailed": "संस्थाएँ लोड नहीं हो सकीं",
  "lists.companies.addFailed": "संस्था नहीं जोड़ी जा सकी",
  "lists.companies.renameFailed": "संस्था का नाम नहीं बदला जा सका",
  "lists.companies.removeFailed": "संस्था हटाई नहीं जा सकी",
  "lists.company-types.listFailed": "संस्था के प्रकार लोड नहीं हो सके",
  "lists.company-types.addFailed": "संस्था का प्रकार नहीं जोड़ा जा सका",
  "lists.company-types.renameFailed": "संस्था के प्रकार का नाम नहीं बदला जा सका",
  "lists.company-types.removeFailed": "संस्था का प्रकार हटाया नहीं जा सका",
  "lists.invest-types.listFailed": "निवेश के प्रकार लोड नहीं हो सके",
  "lists.invest-types.addFailed": "निवेश का प्रकार नहीं जोड़ा जा सका",
  "lists.invest-types.renameFailed": "निवेश के प्रकार का नाम नहीं बदला जा सका",
  "lists.invest-types.removeFailed": "निवेश का प्रकार हटाया नहीं जा सका",

  "settings.loadFailed": "रिमाइंडर सेटिंग्स नहीं मिल सकीं",
  "settings.saveFailed": "रिमाइंडर सेटिंग्स सहेजी नहीं जा सकीं",
  "calendarFeed.loadFailed": "कैलेंडर पता नहीं मिल सका",
  "calendarFeed.createFailed": "कैलेंडर पता नहीं बनाया जा सका",
  "calendarFeed.revokeFailed": "कैलेंडर पता रद्द नहीं किया जा सका",
  "account.exportFailed": "आपका डेटा डाउनलोड नहीं हो सका",
  "account.deleteFailed": "आपका खाता हटाया नहीं जा सका",
} satisfies Translation<typeof en>;
