import { describe, expect, it } from "vitest";
import { SCHEME_RATE_HISTORY } from "./scheme-rate-history.ts";
import { schemeRatesForm, schemeRatesFormValues } from "./scheme-rates-form.ts";

const latest = SCHEME_RATE_HISTORY.at(-1)!;

const issues = (values: Record<string, string>) => {
  const parsed = schemeRatesForm.safeParse(values);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("the admin's form of a quarter's rates", () => {
  it("opens with a quarter's figures and sends them back as the request", () => {
    const values = schemeRatesFormValues(latest);
    expect(values.ppf).toBe("7.1");
    expect(values.kvpMonths).toBe("115");
    expect(schemeRatesForm.parse(values)).toEqual({
      rates: latest.rates,
      kvpMonths: 115,
    });
  });

  it("reads a rate typed with a percent sign", () => {
    const values = { ...schemeRatesFormValues(latest), nsc: " 7.6 % " };
    expect(schemeRatesForm.parse(values).rates.nsc).toBe(7.6);
  });

  it("puts each refusal on its field", () => {
    const values = {
      ...schemeRatesFormValues(latest),
      ppf: "",
      scss: "seven",
      nsc: "0",
      kvp: "21",
      kvpMonths: "115.5",
    };
    expect(issues(values)).toEqual([
      ["scss", "scss must be a number"],
      ["nsc", "nsc must be greater than 0"],
      ["ppf", "ppf must be a number"],
      ["kvp", "kvp must be at most 20"],
      ["kvpMonths", "kvpMonths must be a whole number"],
    ]);
  });
});
