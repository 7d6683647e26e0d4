import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetSchemeRatesInForce } from "../../lib/scheme-rates.ts";
import { startFakeApi } from "../../testing/fake-api.ts";
import { fakeApiState } from "../../testing/fake-api-data.ts";
import { renderAt } from "../../testing/render-at.tsx";
import { loadCalculatorDefinition } from "./calculator-definitions.ts";
import { StandardCalculator } from "./standard-calculator.tsx";

// A scheme page's rate as notified (docs/product.md#scheme-rates), against the fake API's rates:
// the last three quarters Kosh ships with, January–March 2026 the latest.

afterEach(() => {
  forgetSchemeRatesInForce();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

const LATEST = SCHEME_RATE_HISTORY.at(-1)!;

function today(iso: string) {
  vi.useFakeTimers({
    toFake: ["Date"],
    now: new Date(`${iso}T06:00:00Z`),
    shouldAdvanceTime: true,
  });
}

async function open(slug: "ppf" | "post-office-td", query = "") {
  const definition = await loadCalculatorDefinition(slug);
  return renderAt(
    `/${slug}${query}`,
    <StandardCalculator definition={definition} />,
    { queryClient: false },
  );
}

const rate = () => screen.getByRole("slider", { name: "Interest Rate" });

describe("a scheme page's rate", () => {
  it("says which quarter it was notified for once the latest quarter on record has passed", async () => {
    today("2026-11-28");
    startFakeApi({}, fakeApiState({ me: null }));
    await open("ppf");
    expect(
      await screen.findByText(
        "7.1% a year is the rate notified for January–March 2026: no later quarter's rate is on record yet.",
      ),
    ).toBeInTheDocument();
    expect(rate()).toHaveValue("7.1");
  });

  it("takes today's quarter's rate where it differs from the slider's own default, and says nothing more", async () => {
    today("2026-11-28");
    startFakeApi(
      {},
      fakeApiState({
        me: null,
        schemeRates: [
          {
            quarterStart: "2026-10-01",
            rates: { ...LATEST.rates, ppf: 7.3 },
            kvpMonths: 115,
          },
          LATEST,
        ],
      }),
    );
    await open("ppf");
    // The page asks the server once the person first touches it.
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(rate()).toHaveValue("7.3"));
    expect(screen.queryByText(/rate notified for/)).not.toBeInTheDocument();
  });

  it("keeps the rate a link chose", async () => {
    today("2026-11-28");
    const { requests } = startFakeApi(
      {},
      fakeApiState({
        me: null,
        schemeRates: [
          {
            quarterStart: "2026-10-01",
            rates: { ...LATEST.rates, ppf: 7.3 },
            kvpMonths: 115,
          },
        ],
      }),
    );
    await open("ppf", "?rate=8");
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(rate()).toHaveValue("8");
  });

  it("gives a time deposit its term's rate, again when the term changes", async () => {
    today("2026-02-10");
    startFakeApi({}, fakeApiState({ me: null }));
    await open("post-office-td");
    await waitFor(() => expect(rate()).toHaveValue("7.5"));
    await userEvent.click(screen.getByRole("radio", { name: "1 Year" }));
    await waitFor(() => expect(rate()).toHaveValue("6.9"));
    await userEvent.click(screen.getByRole("radio", { name: "2 Years" }));
    await waitFor(() => expect(rate()).toHaveValue("7"));
  });
});
