import { describe, expect, expectTypeOf, it } from "vitest";
import type { Investment } from "../contracts/investments.ts";
import type { authEndpoints } from "./auth.ts";
import { calculateEndpoints } from "./calculate.ts";
import type { calendarFeedEndpoints } from "./calendar-feed.ts";
import {
  type EndpointAnswer,
  type EndpointArgs,
  endpointPath,
  endpointRequest,
  parseAnswer,
  UnexpectedAnswer,
} from "./endpoint-call.ts";
import { operationIdOf, pathPrefix } from "./endpoint.ts";
import { endpointName, ENDPOINTS } from "./index.ts";
import { investmentEndpoints } from "./investments.ts";
import { companyEndpoints, investTypeEndpoints } from "./reference-lists.ts";
import { reminderEndpoints } from "./reminders.ts";

describe("a call's path", () => {
  it("fills each parameter, escaped", () => {
    expect(endpointPath(investmentEndpoints.renew, { id: "a b/c?" })).toBe(
      "/api/investments/a%20b%2Fc%3F/renew",
    );
  });

  it("refuses a missing parameter instead of sending ':id'", () => {
    expect(() => endpointPath(investmentEndpoints.renew, {})).toThrow(
      "the path parameter id is missing",
    );
  });
});

describe("a call's request", () => {
  it("carries the method, the filled path, the headers and the body as given", () => {
    const body = { new_end_date: "2027-01-01", new_rate: 7 };
    expect(
      endpointRequest(investmentEndpoints.renew, {
        params: { id: "inv-1" },
        headers: { "idempotency-key": "k1" },
        body,
      }),
    ).toEqual({
      method: "POST",
      url: "/api/investments/inv-1/renew",
      headers: { "idempotency-key": "k1" },
      body,
    });
  });

  it("needs no arguments for an entry without contracts", () => {
    expect(endpointRequest(investmentEndpoints.list)).toEqual({
      method: "GET",
      url: "/api/investments",
      headers: {},
    });
  });

  it("types the arguments from the entry's contracts", () => {
    type RenewArgs = EndpointArgs<typeof investmentEndpoints.renew>;
    expectTypeOf<RenewArgs["params"]>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RenewArgs["body"]["new_rate"]>().toEqualTypeOf<number>();
    // A body that may be left out (POST /api/calendar-feed) is optional.
    type CreateFeedArgs = EndpointArgs<typeof calendarFeedEndpoints.create>;
    expectTypeOf<CreateFeedArgs>().toMatchTypeOf<object>();
    // A dated contract is typed by what it returns.
    type ProfileArgs = EndpointArgs<typeof authEndpoints.completeProfile>;
    expectTypeOf<ProfileArgs["body"]["name"]>().toEqualTypeOf<string>();
    const withoutId = () =>
      // @ts-expect-error -- renew needs its id
      endpointRequest(investmentEndpoints.renew, { body: { new_rate: 1 } });
    expect(withoutId).toThrow("the path parameter id is missing");
  });
});

describe("a call's answer", () => {
  it("is parsed with the schema of its status", () => {
    const answer = parseAnswer(calculateEndpoints.fd, 200, {
      maturityAmount: 2,
      interestEarned: 1,
      principal: 1,
      interestPerPayout: 0,
      extra: "dropped",
    });
    expect(answer).toEqual({
      maturityAmount: 2,
      interestEarned: 1,
      principal: 1,
      interestPerPayout: 0,
    });
    expectTypeOf<
      EndpointAnswer<typeof investmentEndpoints.create, 201>
    >().toEqualTypeOf<Investment>();
  });

  it("refuses a body its contract refuses, naming the call", () => {
    expect(() =>
      parseAnswer(calculateEndpoints.fd, 200, { maturityAmount: "2" }),
    ).toThrow(UnexpectedAnswer);
    expect(() =>
      parseAnswer(calculateEndpoints.fd, 200, { maturityAmount: "2" }),
    ).toThrow(/POST \/api\/calculate\/fd answered 200/);
  });

  it("refuses a success status the entry does not answer", () => {
    expect(() =>
      parseAnswer(investmentEndpoints.create, 200 as 201, {}),
    ).toThrow("POST /api/investments does not answer 200");
  });

  it("takes a text answer as text", () => {
    expect(parseAnswer(investmentEndpoints.exportCsv, 200, "a,b\n")).toBe(
      "a,b\n",
    );
    expect(() => parseAnswer(investmentEndpoints.exportCsv, 200, {})).toThrow(
      UnexpectedAnswer,
    );
  });
});

describe("the list of endpoints", () => {
  it("names each method and path once, and each operation once", () => {
    const names = ENDPOINTS.map(endpointName);
    expect(new Set(names).size).toBe(names.length);
    const operations = ENDPOINTS.map(operationIdOf);
    expect(new Set(operations).size).toBe(operations.length);
  });

  it("declares secret parameters only among the path's own", () => {
    for (const entry of ENDPOINTS) {
      for (const name of entry.secretParams ?? []) {
        expect(entry.path, endpointName(entry)).toContain(`/:${name}`);
      }
    }
  });
});

describe("a module's path prefix", () => {
  it("is the whole segments its entries share, up to a parameter", () => {
    expect(pathPrefix(investmentEndpoints)).toBe("/api/investments");
    expect(pathPrefix({ ...companyEndpoints, ...investTypeEndpoints })).toBe(
      "/api/admin",
    );
    expect(pathPrefix({ page: reminderEndpoints.unsubscribePage })).toBe(
      "/api/reminders/unsubscribe",
    );
    expect(pathPrefix(calculateEndpoints)).toBe("/api/calculate");
  });
});
