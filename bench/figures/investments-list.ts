import { Agent, get } from "node:http";
import type { Endpoint } from "@kosh/core/api/endpoint";
import type {
  EndpointAnswer,
  EndpointArgs,
} from "@kosh/core/api/endpoint-call";
import { adminUserEndpoints } from "@kosh/core/api/admin-users";
import { householdEndpoints } from "@kosh/core/api/household";
import { endpointName } from "@kosh/core/api/index";
import { investmentEndpoints } from "@kosh/core/api/investments";
import {
  companyEndpoints,
  companyTypeEndpoints,
  investTypeEndpoints,
} from "@kosh/core/api/reference-lists";
import { apiClient } from "@kosh/testing/api-client";
import { sendJsonTo } from "@kosh/testing/send-json";
import { signInOverHttp } from "@kosh/testing/sign-in";
import type { Mailbox } from "@kosh/testing/smtp-capture";
import { median, percentile } from "../median.ts";

export interface ListLatency {
  p95Ms: number;
  medianMs: number;
  requests: number;
  investments: number;
  /**
   * The signed-in session, which is all the web app keeps after sign-in (the token, in
   * localStorage): the dashboard figure opens the page with it.
   */
  accessToken: string;
}

const INVESTMENTS = 1_000;
const WARM_UP = 10;
const REQUESTS = 100;

/**
 * Signs `email` in through the API with the code the server mailed, gives that user 1,000
 * investments through `investmentEndpoints.create`, then times `investmentEndpoints.list` as a client sees
 * it (the whole JSON body received), one request at a time.
 */
export async function investmentsListLatency(
  baseUrl: string,
  mailbox: Mailbox,
  email: string,
): Promise<ListLatency> {
  // With the profile the /complete-profile screen would ask for, so the dashboard figure opens
  // the dashboard with this session.
  const { token } = await signInOverHttp(baseUrl, mailbox, email, {
    profile: {
      name: "Bench Admin",
      date_of_birth: "1980-01-01",
      location: "Bengaluru",
    },
  });
  const signedIn = signedInApi(baseUrl, token);

  await addInvestments(signedIn, INVESTMENTS);

  const listed = await signedIn(investmentEndpoints.list, {});
  if (listed.length !== INVESTMENTS) {
    throw new Error(
      `expected ${INVESTMENTS} investments, the list has ${listed.length}`,
    );
  }

  const samples: number[] = [];
  for (let request = 0; request < WARM_UP + REQUESTS; request += 1) {
    const started = performance.now();
    await receiveAsSent(
      new URL(investmentEndpoints.list.path, baseUrl).href,
      token,
    );
    if (request >= WARM_UP) samples.push(performance.now() - started);
  }
  return {
    p95Ms: percentile(samples, 0.95),
    medianMs: median(samples),
    requests: REQUESTS,
    investments: listed.length,
    accessToken: token,
  };
}

/** One keep-alive connection for the timed requests, as a browser keeps one open. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * GETs `url` as a browser asks (brotli or gzip accepted) and resolves once the whole body has
 * arrived, as sent: the server's time and its compression count, the client's decoding does not
 * (decision 0025: on this shared machine that decoding, not the server, was what grew).
 */
export function receiveAsSent(url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      {
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          "accept-encoding": "br, gzip",
        },
      },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => {
          if (response.statusCode !== 200)
            reject(new Error(`GET ${url} answered ${response.statusCode}`));
          else if (bytes === 0) reject(new Error(`GET ${url} sent no body`));
          else resolve();
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/**
 * Gives the signed-in person `count` investments through `investmentEndpoints.create`, in the
 * first company of the reference lists (creating one when the lists are empty): a household's mix
 * (issue 29) where the server knows schemes — of every 20, one each of a recurring deposit, a PPF
 * account with four more yearly deposits, an SCSS, a Post Office MIS and an NSC, the rest fixed
 * deposits — and fixed deposits only on a server before schemes. Where the server knows households
 * (issue 30), the deposits are held across five members, a third of them jointly
 * (`holdersOf`).
 */
export async function addInvestments(signedIn: Api, count: number) {
  const holdersOf = await fiveMembers(signedIn);
  const companyId = await firstOrCreated(
    signedIn(companyEndpoints.list, {}),
    async () => {
      const companyTypeId = await firstOrCreated(
        signedIn(companyTypeEndpoints.list, {}),
        () =>
          signedIn(companyTypeEndpoints.add, { body: { type_name: "Bank" } }),
      );
      return signedIn(companyEndpoints.add, {
        body: { name: "Bench Bank", company_type_id: companyTypeId },
      });
    },
  );
  const types: readonly { id: string; scheme?: string }[] = await signedIn(
    investTypeEndpoints.list,
    {},
  );
  const fixedDepositId =
    types.find((type) => (type.scheme ?? "term_deposit") === "term_deposit")
      ?.id ??
    (
      await signedIn(investTypeEndpoints.add, {
        body: { type_name: "Fixed Deposit" },
      })
    ).id;
  const typeOf = (scheme: string) =>
    types.find((type) => type.scheme === scheme)?.id;

  for (let index = 0; index < count; index += 1) {
    const startYear = 2015 + (index % 10);
    const startDate = `${startYear}-0${1 + (index % 9)}-15`;
    const common = {
      company_id: companyId,
      rate_of_interest: 5 + (index % 30) / 10,
      start_date: startDate,
      account_number: `BENCH-${index}`,
      ...holdersOf(index),
    };
    const scheme = [
      "recurring_deposit",
      "ppf",
      "scss",
      "post_office_mis",
      "nsc",
    ][index % 20];
    const schemeTypeId = scheme ? typeOf(scheme) : undefined;
    if (!scheme || !schemeTypeId) {
      await signedIn(investmentEndpoints.create, {
        body: {
          ...common,
          invest_type_id: fixedDepositId,
          principal_amount: 10_000 + (index % 100) * 1_000,
          end_date: `${startYear + 1 + (index % 5)}-0${1 + (index % 9)}-15`,
        },
      });
      continue;
    }
    const created = await signedIn(investmentEndpoints.create, {
      body:
        scheme === "recurring_deposit"
          ? {
              ...common,
              invest_type_id: schemeTypeId,
              monthly_instalment: 1_000 + (index % 10) * 500,
              end_date: `${startYear + 5}-0${1 + (index % 9)}-15`,
            }
          : {
              ...common,
              invest_type_id: schemeTypeId,
              principal_amount: 50_000 + (index % 10) * 1_000,
            },
    });
    if (scheme !== "ppf") continue;
    // Yearly deposits to 2025 at most: none in the future.
    for (let year = 1; year <= 4 && startYear + year <= 2025; year += 1) {
      await signedIn(investmentEndpoints.addDeposit, {
        params: { id: created.id },
        body: { date: `${startYear + year}-04-05`, amount: 50_000 },
      });
    }
  }
}

/**
 * The household's own member and four more (a spouse, two parents, a child), and for the `index`th
 * deposit its holders: each member by turns, every third deposit with the next member as joint
 * holder. Nothing on a server before households, whose answers carry no holders.
 */
async function fiveMembers(
  signedIn: Api,
): Promise<(index: number) => { holder_ids?: string[] }> {
  let own: readonly { id: string }[];
  try {
    own = await signedIn(householdEndpoints.members, {});
  } catch {
    return () => ({});
  }
  const added = [];
  for (const [name, relation] of [
    ["Bench Spouse", "spouse"],
    ["Bench Father", "parent"],
    ["Bench Mother", "parent"],
    ["Bench Child", "child"],
  ] as const) {
    added.push(
      await signedIn(householdEndpoints.addMember, {
        body: { name, relation, date_of_birth: null },
      }),
    );
  }
  const ids = [...own.slice(0, 1), ...added].map((member) => member.id);
  return (index) => {
    const first = ids[index % ids.length]!;
    const joint = ids[(index + 1) % ids.length]!;
    return { holder_ids: index % 3 === 0 ? [first, joint] : [first] };
  };
}

/** A call that must succeed: its parsed answer, or an error naming what came instead. */
export type Api = <Entry extends Endpoint>(
  entry: Entry,
  args: EndpointArgs<Entry>,
) => Promise<EndpointAnswer<Entry>>;

/** Calls the API as a client would, with the session token when one is given. */
export function signedInApi(baseUrl: string, token?: string): Api {
  const call = apiClient(baseUrl);
  return async (entry, args) => {
    const answer = await call(entry, args, { token });
    if (!answer.ok)
      throw new Error(
        `${endpointName(entry)} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    return answer.body;
  };
}

/** The id of the first entry of a reference list, creating one when the list is empty. */
async function firstOrCreated(
  list: Promise<readonly { id: string }[]>,
  create: () => Promise<{ id: string }>,
): Promise<string> {
  const existing = (await list)[0];
  if (existing) return existing.id;
  return (await create()).id;
}

/**
 * A person the admin invites through `POST /api/admin/users`, signed in over HTTP with the mailed
 * code (from `localAddress`, off the sign-in limit of the admin's address) with a complete
 * profile, holding `count` investments. Answers the person's session token.
 */
export async function invitedPortfolio(
  baseUrl: string,
  mailbox: Mailbox,
  adminToken: string,
  {
    email,
    count,
    localAddress,
  }: { email: string; count: number; localAddress: string },
): Promise<string> {
  await signedInApi(baseUrl, adminToken)(adminUserEndpoints.invite, {
    body: { email, role: "user" },
  });
  const { token } = await signInOverHttp(
    sendJsonTo(baseUrl, { localAddress }),
    mailbox,
    email,
    {
      profile: {
        name: "Bench Investor",
        date_of_birth: "1985-06-01",
        location: "Pune",
      },
    },
  );
  await addInvestments(signedInApi(baseUrl, token), count);
  return token;
}
