import { schemeRateEndpoints } from "@kosh/core/api/scheme-rates";
import { endpointPath } from "@kosh/core/api/endpoint-call";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startFakeApi } from "../testing/fake-api.ts";
import { fakeApiState } from "../testing/fake-api-data.ts";
import {
  forgetSchemeRatesInForce,
  schemeRatesInForce,
} from "./scheme-rates.ts";

afterEach(() => {
  forgetSchemeRatesInForce();
  vi.unstubAllGlobals();
});

const PATH = endpointPath(schemeRateEndpoints.inForce, {});
const asked = (requests: { path: string }[]) =>
  requests.filter((request) => request.path === PATH).length;

describe("the rates in force, held for the scheme pages", () => {
  it("are asked once for every page within the hour, and again after it", async () => {
    const { requests } = startFakeApi({}, fakeApiState({ me: null }));
    const start = Date.parse("2026-11-28T06:00:00Z");
    await schemeRatesInForce(start);
    await schemeRatesInForce(start + 59 * 60 * 1000);
    expect(asked(requests)).toBe(1);
    await schemeRatesInForce(start + 61 * 60 * 1000);
    expect(asked(requests)).toBe(2);
  });

  it("are asked afresh once forgotten (an admin saved a quarter)", async () => {
    const { requests } = startFakeApi({}, fakeApiState({ me: null }));
    await schemeRatesInForce();
    forgetSchemeRatesInForce();
    await schemeRatesInForce();
    expect(asked(requests)).toBe(2);
  });
});
