import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app.ts";
import { loadConfig } from "../../config.ts";

let app: App;
beforeAll(async () => {
  app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }) });
});
afterAll(() => app.close());

function post(url: string, payload: unknown) {
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });
}

function postRaw(url: string, body: string, contentType?: string) {
  return app.inject({
    method: "POST",
    url,
    headers: contentType ? { "content-type": contentType } : {},
    payload: body,
  });
}

type Kind = "amount" | "rate" | "years" | "months" | "stepUp";

interface Endpoint {
  path: string;
  valid: Record<string, number>;
  fields: Record<string, Kind>;
  answer: Record<string, number>;
}

// Known answers from docs/product.md#formulas-and-known-answers, plus hand-checked simple and
// compound interest; issue 28's from their formulas' tests (packages/core/src/calculators).
const endpoints: Endpoint[] = [
  {
    path: "/api/calculate/home-loan",
    valid: { principal: 5_000_000, rate: 8.5, tenure: 20 },
    fields: { principal: "amount", rate: "rate", tenure: "months" },
    answer: {
      emi: 43_391,
      totalAmount: 10_413_879,
      totalInterest: 5_413_879,
      principal: 5_000_000,
    },
  },
  {
    path: "/api/calculate/sip",
    valid: { monthlyInvestment: 5_000, expectedReturn: 12, timePeriod: 10 },
    fields: {
      monthlyInvestment: "amount",
      expectedReturn: "rate",
      timePeriod: "months",
    },
    answer: {
      maturityAmount: 1_161_695,
      totalInvestment: 600_000,
      totalReturns: 561_695,
    },
  },
  {
    // hashmatic's figures (step-up-sip.test.ts): the 30-year one is below.
    path: "/api/calculate/step-up-sip",
    valid: {
      monthlyInvestment: 5_000,
      stepUp: 10,
      expectedReturn: 12,
      timePeriod: 10,
    },
    fields: {
      monthlyInvestment: "amount",
      stepUp: "stepUp",
      expectedReturn: "rate",
      timePeriod: "months",
    },
    answer: {
      maturityAmount: 1_687_163,
      totalInvestment: 956_245,
      totalReturns: 730_918,
    },
  },
  {
    path: "/api/calculate/goal-sip",
    valid: { targetAmount: 10_000_000, expectedReturn: 12, timePeriod: 15 },
    fields: {
      targetAmount: "amount",
      expectedReturn: "rate",
      timePeriod: "months",
    },
    answer: {
      monthlyInvestment: 19_819,
      totalInvestment: 3_567_420,
      totalReturns: 6_432_772,
    },
  },
  {
    path: "/api/calculate/lumpsum",
    valid: { totalInvestment: 100_000, expectedReturn: 12, timePeriod: 10 },
    fields: {
      totalInvestment: "amount",
      expectedReturn: "rate",
      timePeriod: "years",
    },
    answer: {
      maturityAmount: 310_585,
      totalInvestment: 100_000,
      totalReturns: 210_585,
    },
  },
  {
    path: "/api/calculate/swp",
    valid: {
      totalInvestment: 50_000,
      monthlyWithdrawal: 1_000,
      expectedReturn: 10,
      timePeriod: 1,
    },
    fields: {
      totalInvestment: "amount",
      monthlyWithdrawal: "amount",
      expectedReturn: "rate",
      timePeriod: "months",
    },
    answer: { finalValue: 42_459, totalWithdrawal: 12_000, monthsLasted: 12 },
  },
  {
    path: "/api/calculate/fd",
    valid: { principal: 100_000, rate: 7, tenure: 5 },
    fields: { principal: "amount", rate: "rate", tenure: "years" },
    answer: {
      maturityAmount: 141_478,
      interestEarned: 41_478,
      principal: 100_000,
      interestPerPayout: 0,
    },
  },
  {
    path: "/api/calculate/rd",
    valid: { monthlyDeposit: 5_000, rate: 8, tenure: 1 },
    fields: { monthlyDeposit: "amount", rate: "rate", tenure: "months" },
    answer: {
      maturityAmount: 62_647,
      totalDeposits: 60_000,
      interestEarned: 2_647,
    },
  },
  {
    path: "/api/calculate/simple-interest",
    valid: { principal: 100_000, rate: 8.5, time: 5 },
    fields: { principal: "amount", rate: "rate", time: "years" },
    answer: {
      simpleInterest: 42_500,
      totalAmount: 142_500,
      principal: 100_000,
    },
  },
  {
    path: "/api/calculate/compound-interest",
    valid: { principal: 100_000, rate: 10, time: 2 },
    fields: { principal: "amount", rate: "rate", time: "years" },
    answer: {
      compoundInterest: 21_000,
      compoundAmount: 121_000,
      principal: 100_000,
    },
  },
];

const tooBig: Record<Kind, { value: number; message: string }> = {
  amount: {
    value: 1e11 + 1,
    message: "must be at most ₹10,000 crore (100000000000)",
  },
  rate: { value: 50.01, message: "must be at most 50%" },
  years: { value: 50.5, message: "must be at most 50 years" },
  months: { value: 50.5, message: "must be at most 50 years" },
  stepUp: { value: 50.01, message: "must be at most 50%" },
};

/** Below the range: nothing at or under 0, but a step-up of 0% is a plain SIP. */
const tooSmall: Record<
  Kind,
  { case: string; value: number; message: string }[]
> = {
  amount: [],
  rate: [],
  years: [],
  months: [],
  stepUp: [{ case: "below 0", value: -0.5, message: "must be at least 0%" }],
};
for (const kind of ["amount", "rate", "years", "months"] as const) {
  tooSmall[kind] = [
    { case: "negative", value: -1, message: "must be greater than 0" },
    { case: "zero", value: 0, message: "must be greater than 0" },
  ];
}

const largest: Record<Kind, number> = {
  amount: 1e11,
  rate: 50,
  years: 50,
  months: 50,
  stepUp: 50,
};

describe.each(endpoints)("POST $path", ({ path, valid, fields, answer }) => {
  it("answers the known result in whole rupees", async () => {
    const response = await post(path, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(answer);
  });

  const badValues = Object.entries(fields).flatMap(([field, kind]) => [
    {
      field,
      case: "missing",
      value: undefined,
      message: `${field} is required`,
    },
    {
      field,
      case: "a numeric string",
      value: "5000",
      message: `${field} must be a number`,
    },
    {
      field,
      case: "the string NaN",
      value: "NaN",
      message: `${field} must be a number`,
    },
    { field, case: "null", value: null, message: `${field} must be a number` },
    {
      field,
      case: "a boolean",
      value: true,
      message: `${field} must be a number`,
    },
    ...tooSmall[kind].map((below) => ({
      field,
      case: below.case,
      value: below.value,
      message: `${field} ${below.message}`,
    })),
    {
      field,
      case: "out of range",
      value: tooBig[kind].value,
      message: `${field} ${tooBig[kind].message}`,
    },
  ]);

  it.each(badValues)(
    "rejects $field when $case with a message naming it",
    async ({ field, value, message }) => {
      const body: Record<string, unknown> = { ...valid, [field]: value };
      if (value === undefined) delete body[field];
      const response = await post(path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: "VALIDATION_ERROR",
        error: "Bad Request",
        message,
      });
    },
  );

  it("accepts each field at its upper limit", async () => {
    for (const [field, kind] of Object.entries(fields)) {
      const response = await post(path, { ...valid, [field]: largest[kind] });
      expect(response.statusCode, field).toBe(200);
    }
  });

  it("rejects a number too large for JSON (1e999) as not a number", async () => {
    const [field] = Object.keys(fields) as [string];
    const json = JSON.stringify(valid).replace(
      `"${field}":${valid[field]}`,
      `"${field}":1e999`,
    );
    const response = await postRaw(path, json, "application/json");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${field} must be a number`);
  });

  it("rejects an extra field by name", async () => {
    const response = await post(path, { ...valid, foo: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Unknown field: foo");
  });

  it("names every problem when several fields are missing", async () => {
    const response = await post(path, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      Object.keys(fields)
        .map((field) => `${field} is required`)
        .join("; "),
    );
  });

  it("answers text/plain with 415 instead of parsing it", async () => {
    const response = await postRaw(path, JSON.stringify(valid), "text/plain");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
      error: "Unsupported Media Type",
      message:
        "Content-Type text/plain is not supported. Send the body as JSON with Content-Type: application/json.",
    });
  });

  it("is never cached", async () => {
    const response = await post(path, valid);
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("the calculators of issue 28", () => {
  it("steps up ₹1,000 a month by 12% a year: ₹1,12,41,603 after 30 years at 12%", async () => {
    const response = await post("/api/calculate/step-up-sip", {
      monthlyInvestment: 1_000,
      stepUp: 12,
      expectedReturn: 12,
      timePeriod: 30,
    });
    expect(response.json()).toEqual({
      maturityAmount: 11_241_603,
      totalInvestment: 2_895_992,
      totalReturns: 8_345_611,
    });
  });

  it("answers a step-up of 0% as the plain SIP", async () => {
    const sip = {
      monthlyInvestment: 5_000,
      expectedReturn: 12,
      timePeriod: 10,
    };
    const response = await post("/api/calculate/step-up-sip", {
      ...sip,
      stepUp: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      (await post("/api/calculate/sip", sip)).json(),
    );
  });

  it("says how many months an SWP paid in full when the money runs out", async () => {
    const response = await post("/api/calculate/swp", {
      totalInvestment: 1_000_000,
      monthlyWithdrawal: 10_000,
      expectedReturn: 8,
      timePeriod: 20,
    });
    expect(response.json()).toEqual({
      finalValue: 0,
      totalWithdrawal: 1_607_804,
      monthsLasted: 160,
    });
  });

  it("documents the step-up's bounds and the SWP's months in the OpenAPI document", async () => {
    const { paths } = (await app.inject({ url: "/api/openapi.json" })).json();
    const stepUp =
      paths["/api/calculate/step-up-sip"].post.requestBody.content[
        "application/json"
      ].schema.properties.stepUp;
    expect(stepUp).toMatchObject({ minimum: 0, maximum: 50 });
    const monthsLasted =
      paths["/api/calculate/swp"].post.responses["200"].content[
        "application/json"
      ].schema.properties.monthsLasted;
    expect(monthsLasted).toMatchObject({
      type: "integer",
      description: "Whole months",
    });
  });
});

describe("limits that span several fields", () => {
  it("names the unknown fields together", async () => {
    const response = await post("/api/calculate/fd", {
      principal: 1,
      rate: 1,
      tenure: 1,
      foo: 1,
      bar: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Unknown fields: foo, bar");
  });

  it("refuses a period that rounds to no months for month-counted calculators", async () => {
    const response = await post("/api/calculate/home-loan", {
      principal: 100_000,
      rate: 8,
      tenure: 0.01,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "tenure must be at least 1 month (1/12 year)",
    );
  });

  it("allows a quarter-year FD", async () => {
    const response = await post("/api/calculate/fd", {
      principal: 100_000,
      rate: 8,
      tenure: 0.25,
    });
    expect(response.json()).toEqual({
      maturityAmount: 102_000,
      interestEarned: 2_000,
      principal: 100_000,
      interestPerPayout: 0,
    });
  });

  it("counts a 444-day FD as banks do: four quarters, then 79 days of simple interest (docs/product.md#formulas-and-known-answers)", async () => {
    const response = await post("/api/calculate/fd", {
      principal: 500_000,
      rate: 7.25,
      tenure: 444 / 365,
    });
    expect(response.json()).toEqual({
      maturityAmount: 545_678,
      interestEarned: 45_678,
      principal: 500_000,
      interestPerPayout: 0,
    });
  });

  it("pays an FD's interest out when asked: ₹10,00,000 at 8% for 5 years, quarterly, is ₹20,000 a quarter and the deposit back", async () => {
    const quarterly = await post("/api/calculate/fd", {
      principal: 1_000_000,
      rate: 8,
      tenure: 5,
      payout: "quarterly",
    });
    expect(quarterly.json()).toEqual({
      maturityAmount: 1_000_000,
      interestEarned: 400_000,
      principal: 1_000_000,
      interestPerPayout: 20_000,
    });
    // Monthly: the quarterly rate discounted to a month (docs/product.md#interest-schedules).
    const monthly = await post("/api/calculate/fd", {
      principal: 1_000_000,
      rate: 8,
      tenure: 5,
      payout: "monthly",
    });
    expect(monthly.json()).toMatchObject({ interestPerPayout: 6_623 });
  });

  it("refuses an FD payout it does not offer, naming the field and the options", async () => {
    const response = await post("/api/calculate/fd", {
      principal: 100_000,
      rate: 7,
      tenure: 5,
      payout: "yearly",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "payout must be one of cumulative, monthly, quarterly",
    );
  });

  // NCERT Mathematics, Class 8, "Comparing Quantities": ₹8,000 for 1½ years at 10 % compounded
  // half-yearly amounts to ₹9,261.
  it("compounds as often as asked, yearly when not said", async () => {
    const halfYearly = await post("/api/calculate/compound-interest", {
      principal: 8_000,
      rate: 10,
      time: 1.5,
      frequency: "half-yearly",
    });
    expect(halfYearly.json()).toEqual({
      compoundInterest: 1_261,
      compoundAmount: 9_261,
      principal: 8_000,
    });
    const yearly = await post("/api/calculate/compound-interest", {
      principal: 100_000,
      rate: 10,
      time: 2,
    });
    expect(yearly.json()).toMatchObject({ compoundAmount: 121_000 });
  });

  it("says so when valid inputs compound past an exact rupee figure", async () => {
    const response = await post("/api/calculate/sip", {
      monthlyInvestment: 1e11,
      expectedReturn: 50,
      timePeriod: 50,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: "BAD_REQUEST",
      error: "Bad Request",
      message:
        "The result is too large to calculate exactly. Use a smaller amount, rate or period.",
    });
  });
});

describe("request bodies the API does not accept", () => {
  const url = "/api/calculate/sip";

  it("answers a form post with 415 naming the type", async () => {
    const response = await postRaw(
      url,
      "monthlyInvestment=5000",
      "application/x-www-form-urlencoded",
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain(
      "application/x-www-form-urlencoded is not supported",
    );
  });

  it("answers a body without Content-Type with 415", async () => {
    const response = await postRaw(url, '{"monthlyInvestment":5000}');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      "The request body has no Content-Type. Send the body as JSON with Content-Type: application/json.",
    );
  });

  it("answers a body over 16 KiB with 413", async () => {
    const response = await postRaw(
      url,
      JSON.stringify({ monthlyInvestment: 5000, padding: "x".repeat(17_000) }),
      "application/json",
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: "PAYLOAD_TOO_LARGE",
      error: "Payload Too Large",
      message: "The request body is too large (the limit is 16 KiB).",
    });
  });

  it("answers malformed JSON with a readable 400", async () => {
    const response = await postRaw(
      url,
      '{"monthlyInvestment": 5000,',
      "application/json",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: "INVALID_JSON",
      error: "Bad Request",
      message: "The request body is not valid JSON.",
    });
  });

  it("answers an empty JSON body with 400", async () => {
    const response = await postRaw(url, "", "application/json");
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("INVALID_JSON");
  });

  it("answers no body at all with 400 asking for an object", async () => {
    const response = await app.inject({ method: "POST", url });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "The request body must be a JSON object",
    );
  });

  it("answers a JSON array with 400 asking for an object", async () => {
    const response = await post(url, [5000, 12, 10]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "The request body must be a JSON object",
    );
  });

  it("accepts JSON with a charset parameter", async () => {
    const response = await postRaw(
      url,
      JSON.stringify({
        monthlyInvestment: 5000,
        expectedReturn: 12,
        timePeriod: 10,
      }),
      "application/json; charset=utf-8",
    );
    expect(response.statusCode).toBe(200);
  });
});

describe("unknown API routes", () => {
  it.each([
    ["GET", "/api/unknown"],
    ["POST", "/api/calculate/mortgage"],
    ["GET", "/api/calculate/sip"],
    ["DELETE", "/api"],
  ] as const)("%s %s answers a JSON 404", async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({
      statusCode: 404,
      code: "NOT_FOUND",
      error: "Not Found",
      message: `Route ${method} ${url} not found`,
    });
  });
});
