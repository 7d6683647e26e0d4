import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app.ts";
import { loadConfig } from "../../config.ts";

// The post-office and government schemes (docs/product.md#post-office-and-government-schemes): each
// answers the known answer (packages/core/src/calculators/<slug>.test.ts cites them) and
// refuses a body outside the scheme's rules with a 400 naming the field and its bound.

let app: App;
beforeAll(async () => {
  app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }) });
});
afterAll(() => app.close());

function post(slug: string, payload: unknown) {
  return app.inject({
    method: "POST",
    url: `/api/calculate/${slug}`,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });
}

async function refusal(slug: string, payload: unknown) {
  const response = await post(slug, payload);
  expect(response.statusCode).toBe(400);
  return response.json().message as string;
}

/** The OpenAPI document's request schema of a calculator. */
async function requestSchema(slug: string) {
  const { paths } = (await app.inject({ url: "/api/openapi.json" })).json();
  return paths[`/api/calculate/${slug}`].post.requestBody.content[
    "application/json"
  ].schema;
}

describe("POST /api/calculate/ppf", () => {
  const valid = { deposit: 150_000, frequency: "yearly", rate: 7.1, years: 15 };

  it("grows ₹1,50,000 a year at 7.1% for 15 years to ₹40,68,209", async () => {
    const response = await post("ppf", valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maturityAmount: 4_068_209,
      totalDeposits: 2_250_000,
      interestEarned: 1_818_209,
    });
  });

  it("takes twelve monthly deposits of ₹12,500, which earn less than one on 5 April", async () => {
    const response = await post("ppf", {
      ...valid,
      deposit: 12_500,
      frequency: "monthly",
    });
    expect(response.json()).toEqual({
      maturityAmount: 3_944_599,
      totalDeposits: 2_250_000,
      interestEarned: 1_694_599,
    });
  });

  it("refuses more than ₹1,50,000 a year, counting twelve monthly deposits", async () => {
    expect(await refusal("ppf", { ...valid, deposit: 150_001 })).toBe(
      "deposit must be at most ₹1,50,000",
    );
    expect(
      await refusal("ppf", { ...valid, deposit: 12_501, frequency: "monthly" }),
    ).toBe("deposit must be at most ₹12,500 when frequency is monthly");
    expect(await refusal("ppf", { ...valid, deposit: 499 })).toBe(
      "deposit must be at least ₹500",
    );
  });

  it("refuses a period other than 15 years or a block of 5 after it, and a frequency it does not know", async () => {
    expect(await refusal("ppf", { ...valid, years: 10 })).toBe(
      "years must be at least 15 years",
    );
    expect(await refusal("ppf", { ...valid, years: 55 })).toBe(
      "years must be at most 50 years",
    );
    expect(await refusal("ppf", { ...valid, years: 17 })).toBe(
      "years must be a multiple of 5 years",
    );
    expect((await post("ppf", { ...valid, years: 20 })).statusCode).toBe(200);
    expect(await refusal("ppf", { ...valid, frequency: "weekly" })).toBe(
      "frequency must be one of yearly, monthly",
    );
    expect(await refusal("ppf", { ...valid, frequency: undefined })).toBe(
      "frequency is required",
    );
  });

  it("documents the frequency's options and the deposit's bounds", async () => {
    const schema = await requestSchema("ppf");
    expect(schema.properties.frequency.enum).toEqual(["yearly", "monthly"]);
    expect(schema.properties.deposit).toMatchObject({
      minimum: 500,
      maximum: 150_000,
    });
    expect(schema.properties.years).toMatchObject({
      minimum: 15,
      maximum: 50,
      multipleOf: 5,
    });
  });
});

describe("POST /api/calculate/sukanya-samriddhi", () => {
  it("grows ₹1,50,000 a year for 15 years at 8.2% to ₹71,82,119 at 21 years", async () => {
    const response = await post("sukanya-samriddhi", {
      yearlyDeposit: 150_000,
      rate: 8.2,
    });
    expect(response.json()).toEqual({
      maturityAmount: 7_182_119,
      totalDeposits: 2_250_000,
      interestEarned: 4_932_119,
    });
  });

  it("refuses a yearly deposit under ₹250 or over ₹1,50,000", async () => {
    expect(
      await refusal("sukanya-samriddhi", { yearlyDeposit: 249, rate: 8.2 }),
    ).toBe("yearlyDeposit must be at least ₹250");
    expect(
      await refusal("sukanya-samriddhi", { yearlyDeposit: 150_001, rate: 8.2 }),
    ).toBe("yearlyDeposit must be at most ₹1,50,000");
  });
});

describe("POST /api/calculate/nsc", () => {
  it("grows ₹10,000 at 7.7% to ₹14,490 in 5 years, with each year's interest", async () => {
    const response = await post("nsc", { principal: 10_000, rate: 7.7 });
    expect(response.json()).toEqual({
      maturityAmount: 14_490,
      interestEarned: 4_490,
      principal: 10_000,
      yearlyInterest: [770, 829, 893, 962, 1_036],
    });
  });

  it("refuses less than ₹1,000 and an amount not in multiples of ₹100", async () => {
    expect(await refusal("nsc", { principal: 900, rate: 7.7 })).toBe(
      "principal must be at least ₹1,000",
    );
    expect(await refusal("nsc", { principal: 10_050, rate: 7.7 })).toBe(
      "principal must be a multiple of ₹100",
    );
  });

  it("documents the yearly interest as a list of whole rupees", async () => {
    const { paths } = (await app.inject({ url: "/api/openapi.json" })).json();
    const yearly =
      paths["/api/calculate/nsc"].post.responses["200"].content[
        "application/json"
      ].schema.properties.yearlyInterest;
    expect(yearly).toMatchObject({
      type: "array",
      items: { type: "integer" },
    });
  });
});

describe("POST /api/calculate/kvp", () => {
  it("doubles ₹1,00,000 at 7.5% in the 115 months notified with it", async () => {
    const response = await post("kvp", { principal: 100_000, rate: 7.5 });
    expect(response.json()).toEqual({
      maturityAmount: 200_000,
      maturityMonths: 115,
    });
  });

  it("refuses less than ₹1,000 and an amount not in multiples of ₹100", async () => {
    expect(await refusal("kvp", { principal: 500, rate: 7.5 })).toBe(
      "principal must be at least ₹1,000",
    );
    expect(await refusal("kvp", { principal: 1_001, rate: 7.5 })).toBe(
      "principal must be a multiple of ₹100",
    );
  });
});

describe("POST /api/calculate/scss", () => {
  it("pays ₹205 a quarter on ₹10,000 at 8.2%", async () => {
    const response = await post("scss", { deposit: 10_000, rate: 8.2 });
    expect(response.json()).toEqual({
      quarterlyInterest: 205,
      yearlyInterest: 820,
      totalInterest: 4_100,
      maturityAmount: 10_000,
    });
  });

  it("takes ₹30,00,000 and refuses more, or an amount not in multiples of ₹1,000", async () => {
    expect(
      (await post("scss", { deposit: 3_000_000, rate: 8.2 })).json(),
    ).toMatchObject({ quarterlyInterest: 61_500 });
    expect(await refusal("scss", { deposit: 3_001_000, rate: 8.2 })).toBe(
      "deposit must be at most ₹30,00,000",
    );
    expect(await refusal("scss", { deposit: 10_500, rate: 8.2 })).toBe(
      "deposit must be a multiple of ₹1,000",
    );
    expect(await refusal("scss", { deposit: 0, rate: 8.2 })).toBe(
      "deposit must be at least ₹1,000",
    );
  });
});

describe("POST /api/calculate/post-office-mis", () => {
  it("pays ₹62 a month on ₹10,000 at 7.4%", async () => {
    const response = await post("post-office-mis", {
      deposit: 10_000,
      rate: 7.4,
      joint: false,
    });
    expect(response.json()).toEqual({
      monthlyInterest: 62,
      totalInterest: 3_700,
      maturityAmount: 10_000,
    });
  });

  it("takes up to ₹9,00,000 in a single account and ₹15,00,000 in a joint one", async () => {
    expect(
      (
        await post("post-office-mis", {
          deposit: 1_500_000,
          rate: 7.4,
          joint: true,
        })
      ).json(),
    ).toMatchObject({ monthlyInterest: 9_250 });
    expect(
      await refusal("post-office-mis", {
        deposit: 901_000,
        rate: 7.4,
        joint: false,
      }),
    ).toBe("deposit must be at most ₹9,00,000 when joint is false");
    expect(
      await refusal("post-office-mis", {
        deposit: 1_501_000,
        rate: 7.4,
        joint: true,
      }),
    ).toBe("deposit must be at most ₹15,00,000");
    expect(
      await refusal("post-office-mis", {
        deposit: 10_500,
        rate: 7.4,
        joint: false,
      }),
    ).toBe("deposit must be a multiple of ₹1,000");
    expect(
      await refusal("post-office-mis", {
        deposit: 10_000,
        rate: 7.4,
        joint: "yes",
      }),
    ).toBe("joint must be one of false, true");
  });

  it("says the single account's limit in Hindi to a Hindi reader", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/calculate/post-office-mis",
      headers: { "content-type": "application/json", "accept-language": "hi" },
      payload: JSON.stringify({ deposit: 901_000, rate: 7.4, joint: false }),
    });
    expect(response.json().message).toBe(
      "joint false होने पर deposit अधिकतम ₹9,00,000 हो सकता है",
    );
  });
});

describe("POST /api/calculate/post-office-td", () => {
  it("pays ₹771 a year on ₹10,000 for 5 years at 7.5%, not compounded to maturity", async () => {
    const response = await post("post-office-td", {
      deposit: 10_000,
      years: 5,
      rate: 7.5,
    });
    expect(response.json()).toEqual({
      yearlyInterest: 771,
      totalInterest: 3_857,
      maturityAmount: 10_000,
    });
  });

  it("takes a term of 1, 2, 3 or 5 years and no other", async () => {
    expect(
      (await post("post-office-td", { deposit: 10_000, years: 1, rate: 6.9 }))
        .statusCode,
    ).toBe(200);
    expect(
      await refusal("post-office-td", { deposit: 10_000, years: 4, rate: 7.5 }),
    ).toBe("years must be one of 1, 2, 3, 5");
    expect(
      await refusal("post-office-td", {
        deposit: 10_000,
        years: "5",
        rate: 7.5,
      }),
    ).toBe("years must be one of 1, 2, 3, 5");
  });

  it("refuses less than ₹1,000 and an amount not in multiples of ₹100", async () => {
    expect(
      await refusal("post-office-td", { deposit: 999, years: 5, rate: 7.5 }),
    ).toBe("deposit must be at least ₹1,000");
    expect(
      await refusal("post-office-td", { deposit: 1_050, years: 5, rate: 7.5 }),
    ).toBe("deposit must be a multiple of ₹100");
  });
});
