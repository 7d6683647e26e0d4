/**
 * The sample data behind the fake Kosh API in component tests: the people, reference lists and
 * investments it starts with, and the state the fake server holds (see fake-api.ts).
 */
import type { UndeliveredMail } from "@kosh/core/contracts/admin-mail";
import type { AdminUser } from "@kosh/core/contracts/admin-users";
import type { User } from "@kosh/core/contracts/auth";
import type {
  Household,
  HouseholdAccess,
  Member,
} from "@kosh/core/contracts/household";
import type { Investment } from "@kosh/core/contracts/investments";
import type { ReminderSettings } from "@kosh/core/contracts/reminders";
import type {
  Company,
  CompanyType,
  InvestType,
} from "@kosh/core/contracts/reference-lists";
import { testInvestment } from "@kosh/core/investments/test-investment";
import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import type { SchemeRateQuarter } from "@kosh/core/schemes/scheme-rates";
import { DEPOSIT_INSURANCE_COVER } from "@kosh/core/deposits/deposit-insurance";

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: "3f0c2f8e-6a55-4d43-9a55-0d5c1b1a2c01",
    email: "asha@example.com",
    name: "Asha Rao",
    role: "user",
    profile_completed: true,
    date_of_birth: "1990-04-12",
    location: "Pune",
    locale: "en",
    ...overrides,
  };
}

export const admin: User = makeUser({
  id: "u-admin",
  email: "admin@example.com",
  name: "Meera Nair",
  role: "admin",
  date_of_birth: "1985-02-01",
  location: "Kochi",
});

export const companyTypes: CompanyType[] = [
  { id: "ct-bank", type_name: "Bank", cover: "deposit_insurance" },
  { id: "ct-nbfc", type_name: "NBFC", cover: "none" },
];

export const companies: Company[] = [
  {
    id: "co-sbi",
    name: "State Bank of India",
    company_type_id: "ct-bank",
    investment_company_types: { type_name: "Bank", cover: "deposit_insurance" },
  },
  {
    id: "co-hdfc",
    name: "HDFC Bank",
    company_type_id: "ct-bank",
    investment_company_types: { type_name: "Bank", cover: "deposit_insurance" },
  },
  {
    id: "co-bajaj",
    name: "Bajaj Finance",
    company_type_id: "ct-nbfc",
    investment_company_types: { type_name: "NBFC", cover: "none" },
  },
];

export const investTypes: InvestType[] = [
  { id: "it-fd", type_name: "Fixed Deposit", scheme: "term_deposit" },
  { id: "it-rd", type_name: "Recurring Deposit", scheme: "recurring_deposit" },
  { id: "it-nsc", type_name: "NSC", scheme: "nsc" },
];

/**
 * The other schemes' usual types, as the server seeds them (docs/product.md#schemes-in-my-investments),
 * for tests about those schemes: `fakeApiState({ investTypes: [...investTypes, ...schemeInvestTypes] })`.
 */
export const schemeInvestTypes: InvestType[] = [
  { id: "it-ppf", type_name: "PPF", scheme: "ppf" },
  { id: "it-ssy", type_name: "Sukanya Samriddhi", scheme: "sukanya_samriddhi" },
  { id: "it-kvp", type_name: "KVP", scheme: "kvp" },
  { id: "it-scss", type_name: "SCSS", scheme: "scss" },
  { id: "it-mis", type_name: "Post Office MIS", scheme: "post_office_mis" },
  {
    id: "it-td",
    type_name: "Post Office Time Deposit",
    scheme: "post_office_td",
  },
];

/** India Post, whose schemes the Government of India backs; for tests about those schemes. */
export const postOffice: { type: CompanyType; company: Company } = {
  type: { id: "ct-post", type_name: "Post Office", cover: "government" },
  company: {
    id: "co-post",
    name: "India Post",
    company_type_id: "ct-post",
    investment_company_types: {
      type_name: "Post Office",
      cover: "government",
    },
  },
};

/**
 * The names of the sample institutions and investment types as people typed them, which a page in
 * Hindi shows as they are (testing/english-left.ts leaves them out).
 */
export const typedInvestmentNames = [
  ...companies.map((company) => company.name),
  postOffice.company.name,
  ...[...investTypes, ...schemeInvestTypes].map((type) => type.type_name),
];

const users: AdminUser[] = [
  {
    id: "u-invited",
    email: "ravi@example.com",
    name: null,
    role: "user",
    status: "invited",
    last_sign_in_at: null,
    invited_at: "2026-03-09T04:30:00.000Z",
    invited_by: "admin@example.com",
  },
  {
    id: "u-admin",
    email: "admin@example.com",
    name: "Meera Nair",
    role: "admin",
    status: "active",
    last_sign_in_at: "2026-03-10T04:30:00.000Z",
    invited_at: "2026-03-01T04:30:00.000Z",
    invited_by: null,
  },
];

const undeliveredMails: UndeliveredMail[] = [
  {
    id: "mail-refused",
    kind: "sign_in_code",
    recipient: "gone@example.com",
    attempts: 1,
    given_up_at: "2026-03-10T04:00:00.000Z",
    reason:
      "Can't send mail - all recipients were rejected: 550 No such user here",
  },
];

/** What the fake server holds; tests read it to see what a request changed. */
export interface FakeApiState {
  /** Whom a bearer token signs in; null answers every signed-in route with 401. */
  me: User | null;
  companyTypes: CompanyType[];
  companies: Company[];
  investTypes: InvestType[];
  users: AdminUser[];
  /** The mails the server gave up on, newest first. */
  undeliveredMails: UndeliveredMail[];
  investments: Investment[];
  /** The signed-in person's reminder settings, with every reminder the sample deposits would get. */
  reminders: ReminderSettings;
  /** The person's calendar address, null when they have none. */
  calendarFeed: string | null;
  /** The small-savings rates on record, the latest quarter first. */
  schemeRates: SchemeRateQuarter[];
  /** DICGC's cover per depositor per bank, in rupees, as an admin keeps it. */
  depositInsuranceCover: number;
  /** The signed-in person's household and those shared with them (docs/product.md#household). */
  household: FakeHouseholds;
}

/** What the fake server holds of households; the person's own has their id, as on the server. */
export interface FakeHouseholds {
  /** The own household's members, its own person (`self`) among them. */
  members: Member[];
  /** Who else may see or change the own household. */
  access: HouseholdAccess[];
  /** The households shared with the person: each as `GET /api/households` lists it, and its members. */
  shared: { household: Household; members: Member[] }[];
}

/** The id of the own member of the sample person's household. */
export const SELF_MEMBER_ID = "m-self";

/** A household with its own person alone, named and born as their profile says. */
export function ownHousehold(me: User | null): FakeHouseholds {
  return {
    members: me
      ? [
          {
            id: SELF_MEMBER_ID,
            name: me.name ?? me.email,
            relation: "self",
            date_of_birth: me.date_of_birth,
          },
        ]
      : [],
    access: [],
    shared: [],
  };
}

/** One deposit's reminders at 30, 7 and 0 days; the fake answers those whose lead time is chosen. */
export const reminderSettings: ReminderSettings = {
  enabled: true,
  lead_days: [7, 0],
  upcoming: [30, 7, 0].map((days) => ({
    investment_id: "inv-reminded",
    company_name: "Bajaj Finance",
    invest_type: "Corporate FD",
    end_date: "2026-05-10",
    maturity_amount: 1_216_200,
    lead_days: days,
    send_on: ["2026-04-10", "2026-05-03", "2026-05-10"][
      [30, 7, 0].indexOf(days)
    ]!,
  })),
  // An RD's next instalment and a PPF year still without a deposit, as the server previews them.
  scheme_upcoming: [
    {
      investment_id: "inv-rd",
      company_name: "Bajaj Finance",
      invest_type: "Recurring Deposit",
      kind: "rd_instalment",
      due_on: "2026-03-11",
      send_on: "2026-03-10",
    },
    {
      investment_id: "inv-ppf",
      company_name: "Bajaj Finance",
      invest_type: "PPF",
      kind: "account_year_end",
      due_on: "2026-03-15",
      send_on: "2026-03-15",
    },
  ],
};

export function fakeApiState(overrides: Partial<FakeApiState> = {}) {
  return structuredClone({
    me: makeUser(),
    companyTypes,
    companies,
    investTypes,
    users,
    undeliveredMails,
    investments: [],
    reminders: reminderSettings,
    calendarFeed: null,
    // The last three quarters Kosh ships with: October 2025 to March 2026.
    schemeRates: SCHEME_RATE_HISTORY.slice(-3).reverse(),
    // What migration 0017 seeds: the cover since 4 February 2020.
    depositInsuranceCover: DEPOSIT_INSURANCE_COVER,
    household: ownHousehold(
      overrides.me === undefined ? makeUser() : overrides.me,
    ),
    ...overrides,
  } satisfies FakeApiState);
}

let investmentSequence = 0;

/** An investment as the server returns it, with its embedded names. */
export function serverInvestment(
  overrides: Partial<Investment> = {},
): Investment {
  investmentSequence += 1;
  const company =
    [...companies, postOffice.company].find(
      (entry) => entry.id === overrides.company_id,
    ) ?? companies[0]!;
  const type =
    [...investTypes, ...schemeInvestTypes].find(
      (entry) => entry.id === overrides.invest_type_id,
    ) ?? investTypes[0]!;
  return testInvestment({
    id: `inv-${investmentSequence}`,
    company_id: company.id,
    invest_type_id: type.id,
    start_date: "2026-01-01",
    end_date: "2027-01-01",
    maturity_amount: 107_000,
    created_at: "2026-01-01T10:00:00.000Z",
    updated_at: "2026-01-01T10:00:00.000Z",
    investment_companies: { name: company.name },
    invest_types: { type_name: type.type_name },
    scheme: type.scheme,
    monthly_instalment: null,
    deposits: [],
    rate_changes: [],
    ...overrides,
  });
}

/**
 * The sample state with India Post and every scheme's usual type besides the usual lists, for
 * tests about the schemes of My Investments (docs/product.md#schemes-in-my-investments).
 */
export function schemesApiState(overrides: Partial<FakeApiState> = {}) {
  return fakeApiState({
    companyTypes: [...companyTypes, postOffice.type],
    companies: [...companies, postOffice.company],
    investTypes: [...investTypes, ...schemeInvestTypes],
    ...overrides,
  });
}
