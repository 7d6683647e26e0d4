/**
 * The catalogue of validation and error messages, in English (docs/product.md#messages): what
 * the contracts, the server and the web app's requests say when something is refused or fails.
 * Each message is written here once; code names it by key (`message`, contracts/message.ts) and
 * the server and the web show it in the reader's language (`translateMessage`).
 * `word.*` and `wait.*` are parts that other messages put in their placeholders.
 */
export default {
  // Parts: field names and waits that other messages carry in a placeholder.
  "word.email": "Email",
  "word.otp": "OTP",
  "word.name": "Name",
  "word.location": "Location",
  "word.dateOfBirth": "Date of birth",
  "word.aNumber": "a number",
  "word.aString": "a string",
  "word.aBoolean": "a boolean",
  "word.anArray": "an array",
  "word.anObject": "an object",
  "word.requestBody": "The request body",
  "word.queryString": "The query string",
  "word.url": "The URL",
  "word.requestHeaders": "The request headers",
  "word.request": "The request",
  "wait.oneSecond": "1 second",
  "wait.seconds": "{seconds} seconds",
  "wait.minutes": "{minutes} minutes",
  "character.half": "{code}, half of a character",

  // A field's value.
  "field.required": "{field} is required",
  "field.invalid": "{field} is invalid",
  "field.notValid": "{field} is not valid",
  "field.number": "{field} must be a number",
  "field.type": "{field} must be {type}",
  "field.text": "{field} must be text",
  "field.trueOrFalse": "{field} must be true or false",
  "field.greaterThanZero": "{field} must be greater than 0",
  "field.zeroOrMore": "{field} must be 0 or more",
  "field.atLeastOnePaisa": "{field} must be at least ₹0.01.",
  "field.atMostTenThousandCrore": "{field} must be at most ₹10,000 crore",
  "field.atMostAmount": "{field} must be at most ₹10,000 crore (100000000000)",
  "field.atMostFifty": "{field} must be at most 50",
  "field.atMostFiftyPercent": "{field} must be at most 50%",
  "field.atMostFiftyYears": "{field} must be at most 50 years",
  "field.atLeastOneMonth": "{field} must be at least 1 month (1/12 year)",
  "field.atMostCharacters": "{field} must be at most {max} characters",
  "field.atLeastCharacters": "{field} must be at least {min} characters",
  "field.wholeNumber": "{field} must be a whole number",
  "field.atLeast": "{field} must be at least {min}",
  "field.greaterThan": "{field} must be greater than {min}",
  "field.atMost": "{field} must be at most {max}",
  "field.lessThan": "{field} must be less than {max}",
  "field.atLeastEntries": "{field} must have at least {min} entries",
  "field.atMostEntries": "{field} must have at most {max} entries",
  "field.date": "{field} must be a date (YYYY-MM-DD)",
  "field.realDate": "{field} must be a real date",
  "field.dateBetween1900And2999":
    "{field} must be a date between 1900 and 2999.",
  "field.multipleOf": "{field} must be a multiple of {multiple}",
  "field.atMostWhen": "{field} must be at most {max} when {other} is {value}",
  "field.oneOf": "{field} must be one of {choices}",
  "field.singleLine":
    "{field} must be a single line without control characters, text-direction marks or other invisible characters (it holds {character})",
  "field.multiLine":
    "{field} may hold line breaks but no other control characters, text-direction marks or other invisible characters (it holds {character})",
  "field.after": "{field} must be after {other}",

  "admin.role": "Role must be 'admin' or 'user'",
  "admin.sayWhatToChange": "Say what to change: role or disabled",
  "reminders.leadTimeChoices":
    "Lead times must each be one of 30, 15, 7, 3, 1 or 0 days",
  "reminders.leadTimesList": "Lead times must be a list of days",
  "reminders.leadTimesOnce": "Lead times must each be chosen once",

  // The request as a whole.
  "request.notValid": "The request is not valid.",
  "request.partNotObject": "{part} must be a JSON object",
  "request.unknownField": "Unknown field: {names}",
  "request.unknownFields": "Unknown fields: {names}",
  "request.unknownFieldIn": "Unknown field in {where}: {names}",
  "request.unknownFieldsIn": "Unknown fields in {where}: {names}",
  "request.unknownQueryParameter": "Unknown query parameter: {names}",
  "request.unknownQueryParameters": "Unknown query parameters: {names}",
  "request.unsupportedContentType":
    "Content-Type {type} is not supported. Send the body as JSON with Content-Type: application/json.",
  "request.noContentType":
    "The request body has no Content-Type. Send the body as JSON with Content-Type: application/json.",
  "request.bodyTooLarge":
    "The request body is too large (the limit is {limit} KiB).",
  "request.invalidJson": "The request body is not valid JSON.",
  "request.emptyJson":
    "The request body is empty but its Content-Type says JSON. Send a JSON object.",
  "request.badEscape":
    "The address is not valid: it holds a broken %-escape. Check the link and try again.",
  "request.contentLength":
    "The Content-Length header does not match the request body.",
  "request.idempotencyKey":
    "Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID will do)",
  "request.idempotencyKeyReused":
    "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
  "request.nulCharacter":
    "{field} contains a NUL character (U+0000), which cannot be stored. Remove it and try again.",
  "request.bodyTimeout":
    "The request body did not arrive within {seconds} seconds. Check the connection and try again.",
  "request.routeNotFound": "Route {method} {path} not found",
  "request.notFound": "Not found.",
  "request.internalError":
    "Something went wrong on our side. Please try again; if it keeps happening, quote reference {reference}.",

  // Signing in.
  "auth.otpDigits": "OTP must be {length} digits",
  "auth.codeSent": "If this address is invited, a code is on its way.",
  "auth.waitBeforeAnotherCode":
    "Please wait {wait} before requesting another code.",
  "auth.tooManyCodesForAddress":
    "Too many codes were requested for this address. Please try again in {wait}.",
  "auth.tooManyCodesFromNetwork":
    "Too many codes were requested from your network. Please try again in {wait}.",
  "auth.tooManyWrongCodes":
    "Too many incorrect codes for this address. Please try again in {wait}.",
  "auth.codeExpired":
    "This code has expired or has already been used. Please request a new one.",
  "auth.codeSuperseded":
    "This code no longer works: a new one was sent when you asked again. Enter the code from the latest e-mail.",
  "auth.codeTriedTooOften":
    "This code was entered wrongly too many times. Please request a new one.",
  "auth.codeIncorrectNoTriesLeft":
    "The code is incorrect. Please request a new one.",
  "auth.codeIncorrectOneTryLeft": "The code is incorrect. 1 try left.",
  "auth.codeIncorrectTriesLeft": "The code is incorrect. {tries} tries left.",
  "auth.signInToContinue": "Please sign in to continue.",
  "auth.sessionEnded": "Your session has ended. Please sign in again.",
  "auth.sessionExpired": "Your session has expired. Please sign in again.",
  "auth.accountDisabled":
    "This account has been disabled. Ask an admin to re-enable it.",
  "auth.adminOnly": "You need administrator privileges to do this.",
  "auth.unavailable":
    "Authentication service is currently unavailable. Please try again later.",
  "auth.sendFailed": "Failed to send OTP",
  "auth.verifyFailed": "Invalid OTP",
  "auth.resendFailed": "Failed to resend OTP",

  // The profile.
  "profile.dateOfBirthFuture": "Date of birth cannot be in the future",
  "profile.minimumAge": "You must be at least {age} years old",
  "profile.dateOfBirthFrom1900": "Date of birth must be in 1900 or later.",
  "profile.unavailable":
    "Profile service is currently unavailable. Please try again later.",
  "profile.saveFailed": "Failed to complete profile",
  "profile.loadFailed": "Failed to load your profile",

  // Any request from the web app.
  "client.requestFailed": "Request failed",
  "client.apiUnavailable": "API service unavailable",
  "client.timedOut": "The server took too long to answer. Please try again.",
  "client.unreachable":
    "Could not reach Kosh. Check your connection and try again.",
  "client.calculationFailed": "Calculation failed",

  // Stored data.
  "data.unavailable":
    "The database is not reachable right now. Please try again in a few moments.",
  "data.diskFull":
    "Kosh cannot save anything right now: the database's disk is full. Nothing was changed; please try again later.",
  "investments.notFound": "Investment not found.",
  "admin.noSuchUser": "No user has this id.",
  "lists.companyNotFound": "Company not found.",
  "lists.unknownCompanyType":
    "company_type_id does not match any company type.",

  // Investments (docs/product.md#renew).
  "investments.unknownCompany": "company_id does not match any company.",
  "investments.unknownInvestType":
    "invest_type_id does not match any investment type.",
  "investments.alreadyCannotRenew":
    "This investment is already {status}, so it cannot be renewed.",
  "investments.alreadyCannotClose":
    "This investment is already {status}, so it cannot be closed.",
  "investmentStatus.active": "active",
  "investmentStatus.closed": "closed",
  "investmentStatus.renewed": "renewed",
  "investments.estimateTooLarge":
    "The estimated maturity amount is over ₹10,000 crore; check the rate and end date, or enter {field}.",
  "investments.renewalEndAfter":
    "new_end_date must be after {date}, the day the current term ends and the renewal starts.",
  "investmentScheme.term_deposit": "term deposit",
  "investmentScheme.recurring_deposit": "recurring deposit",
  "investmentScheme.ppf": "PPF",
  "investmentScheme.sukanya_samriddhi": "Sukanya Samriddhi",
  "investmentScheme.nsc": "NSC",
  "investmentScheme.kvp": "KVP",
  "investmentScheme.scss": "SCSS",
  "investmentScheme.post_office_mis": "post office MIS",
  "investmentScheme.post_office_td": "post office time deposit",
  "investments.setBySchemeRules":
    "{field} of a deposit in {scheme} is set by the scheme's rules: leave it out or send {value}.",
  "investments.notForScheme":
    "{field} does not apply to {scheme}; leave it out.",
  "investments.recurringAtLeastOneMonth":
    "A recurring deposit runs at least one whole month: end_date must be a month or more after start_date.",
  "investments.notRenewable":
    "An investment in {scheme} is not renewed: it runs to its maturity date. When it is paid out, close it and add the next one as a new investment.",
  "investments.depositsOnlyInAccounts":
    "Deposits are recorded only in PPF and Sukanya Samriddhi accounts; this investment is in {scheme}.",
  "investments.alreadyCannotDeposit":
    "This account is already {status}, so its deposits cannot be changed.",
  "investments.depositNotFound": "Deposit not found.",
  "investments.firstDepositStays":
    "The first deposit opened the account, so it cannot be removed.",
  "investments.firstDepositOnOpening":
    "{field}: the first deposit must be on {date}, the day the account was opened.",
  "investments.depositBeforeOpening":
    "{field} must be on or after {date}, the day the account was opened.",
  "investments.depositAfterMaturity":
    "{field} must be before {date}, the day the account matures; extend the account to keep depositing.",
  "investments.depositAfterDepositYears":
    "{field} must be before {date}: a Sukanya Samriddhi account takes deposits only in its first 15 years.",
  "investments.depositAboveYearlyLimit":
    "{field} is above the limit of {limit} a financial year: {left} is left for FY {year}.",
  "investments.depositAfterExtensionWithout":
    "{field} must be before {date}: the account was extended without deposits from that day.",
  "investments.notExtendable":
    "An investment in {scheme} is not extended: only a PPF account is, in blocks of 5 years from its maturity.",
  "investments.alreadyCannotExtend":
    "This account is already {status}, so it cannot be extended.",
  "investments.extensionNotYet":
    "This account can be extended from {date}, the day it matures.",
  "investments.extensionWithDepositsAfterWithout":
    "This account was continued without deposits from {date}, so it cannot be extended with deposits again; extend it without deposits.",
  "investments.extensionWithDepositsTooLate":
    "An extension with deposits is asked for within a year of maturity ({date} to {last}); extend this account without deposits.",
  // The household (docs/product.md#household).
  "household.atMostHolders":
    "{field} names at most {max} people: the first holder and the joint holders.",
  "household.holderTwice": "{field} names a member more than once.",
  "household.memberNotFound": "Member not found.",
  "household.selfStays":
    "You are this household's own member, so you cannot be removed from it.",
  "household.selfRelation":
    "You are this household's own member, so your relation stays “self”.",
  "household.memberHolds":
    "Investments naming {name}: {count}. Change their holders first, then remove {name}.",
  "household.notInvited":
    "{email} cannot sign in to Kosh. Only people an admin has invited can be given access.",
  "household.notYourself": "This is your own household: you already have it.",
  "household.viewOnly":
    "You can see this household but not change it. Ask its owner for edit access.",
  "household.accessNotFound": "Access not found.",
  "calculate.tooLarge":
    "The result is too large to calculate exactly. Use a smaller amount, rate or period.",

  // Who may sign in (docs/product.md#users-and-invitations).
  "admin.alreadyInvitedNotSignedIn":
    "{email} is already invited and has not signed in yet.",
  "admin.alreadyUser": "{email} is already a user.",
  "admin.alreadyListedDisabled":
    "{email} is already on the list but disabled: re-enable them instead.",
  "admin.alreadyInvited": "{email} is already invited.",
  "admin.lastAdminDisable":
    "You cannot disable {email}: they are the last active admin. Make another user an admin first.",
  "admin.lastAdminDemote":
    "You cannot remove the admin role of {email}: they are the last active admin. Make another user an admin first.",
  "admin.disableOwnAccount":
    "You cannot disable your own account. Ask another admin to do it.",
  "account.lastAdmin":
    "You cannot delete your account while you are the last active admin. Make another user an admin first.",

  // The reference lists (docs/product.md#reference-lists).
  "lists.companyTypeNotFound": "Company type not found.",
  "lists.investTypeNotFound": "Investment type not found.",
  "lists.companyTypeTaken": "A company type named '{name}' already exists.",
  "lists.investTypeTaken": "An investment type named '{name}' already exists.",
  "lists.companyTaken": "A company named '{name}' already exists.",
  "lists.companyTypeInUseOne":
    "This company type is used by 1 company; give them another type before deleting it.",
  "lists.companyTypeInUse":
    "This company type is used by {count} companies; give them another type before deleting it.",
  "lists.investTypeInUseOne":
    "This investment type is used by 1 investment, so it cannot be deleted.",
  "lists.investTypeInUse":
    "This investment type is used by {count} investments, so it cannot be deleted.",
  "lists.investTypeSchemeInUseOne":
    "This investment type is used by 1 investment, so its scheme cannot be changed: it would be counted another way. Add a new type for the other scheme instead.",
  "lists.investTypeSchemeInUse":
    "This investment type is used by {count} investments, so its scheme cannot be changed: they would be counted another way. Add a new type for the other scheme instead.",
  "lists.companyInUseOne":
    "This company is used by 1 investment, so it cannot be deleted.",
  "lists.companyInUse":
    "This company is used by {count} investments, so it cannot be deleted.",
  // The small-savings rates (docs/product.md#scheme-rates).
  "rates.quarterStart":
    "{field} must be the first day of a quarter: YYYY-01-01, YYYY-04-01, YYYY-07-01 or YYYY-10-01",
  "rates.quarterOutOfRange":
    "Rates can be saved for the quarters from {first} to {last}, the quarter after this one",
  "calendarFeed.unknown":
    "This calendar address is not known: it was replaced or revoked. Create a new one in Kosh.",

  // A request of a signed-in page that failed without a message of the server's.
  "investments.loadFailed": "Failed to fetch investments",
  "investments.createFailed": "Failed to create investment",
  "investments.renewFailed": "Failed to renew investment",
  "investments.closeFailed": "Failed to close investment",
  "investments.exportFailed": "Failed to export investments",
  "investments.interestLoadFailed": "Failed to fetch the interest per tax year",
  "admin.usersLoadFailed": "Failed to fetch users",
  "admin.inviteFailed": "Failed to invite the user",
  "admin.userUpdateFailed": "Failed to update the user",
  "admin.undeliveredLoadFailed": "Failed to fetch undelivered mail",
  "admin.coverSaveFailed": "Failed to save what backs the deposits",
  "admin.investTypeSchemeSaveFailed":
    "Failed to save the investment type's scheme",
  "investments.depositAddFailed": "Failed to add the deposit",
  "investments.depositRemoveFailed": "Failed to delete the deposit",
  "investments.extendFailed": "Failed to extend the account",
  "rates.loadFailed": "Failed to fetch the scheme rates",
  "rates.saveFailed": "Failed to save the scheme rates",
  // The reference lists: `lists.<list>.<action>Failed` (lib/reference-lists.ts).
  "lists.companies.listFailed": "Failed to fetch companies",
  "lists.companies.addFailed": "Failed to add the company",
  "lists.companies.renameFailed": "Failed to rename the company",
  "lists.companies.removeFailed": "Failed to delete the company",
  "lists.company-types.listFailed": "Failed to fetch company types",
  "lists.company-types.addFailed": "Failed to add the company type",
  "lists.company-types.renameFailed": "Failed to rename the company type",
  "lists.company-types.removeFailed": "Failed to delete the company type",
  "lists.invest-types.listFailed": "Failed to fetch investment types",
  "lists.invest-types.addFailed": "Failed to add the investment type",
  "lists.invest-types.renameFailed": "Failed to rename the investment type",
  "lists.invest-types.removeFailed": "Failed to delete the investment type",

  // Settings.
  "settings.loadFailed": "Failed to fetch reminder settings",
  "settings.saveFailed": "Failed to save reminder settings",
  "calendarFeed.loadFailed": "Failed to fetch the calendar address",
  "calendarFeed.createFailed": "Failed to create the calendar address",
  "calendarFeed.revokeFailed": "Failed to revoke the calendar address",
  "account.exportFailed": "Failed to download your data",
  "account.deleteFailed": "Failed to delete your account",
} as const;
