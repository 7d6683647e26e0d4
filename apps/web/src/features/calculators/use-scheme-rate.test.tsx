import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import type { TimeDepositYears } from "@kosh/core/schemes/scheme-rates";
import type { SchemePage } from "@kosh/core/schemes/scheme-pages";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetSchemeRatesInForce } from "../../lib/scheme-rates.ts";
import { startFakeApi } from "../../testing/fake-api.ts";
import { fakeApiState } from "../../testing/fake-api-data.ts";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import { renderAt } from "../../testing/render-at.tsx";
import { useSchemeRate } from "./use-scheme-rate.ts";

afterEach(() => {
  forgetSchemeRatesInForce();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function RateLine({
  page,
  years,
}: {
  page: SchemePage;
  years?: TimeDepositYears;
}) {
  const { rate, notifiedFor } = useSchemeRate(page, years);
  return (
    <p>
      {rate === undefined ? "…" : `${rate}%`}
      {notifiedFor ? ` (${notifiedFor})` : " (current)"}
    </p>
  );
}

const today = (iso: string) =>
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${iso}T06:00:00Z`) });

describe("a scheme page's notified rate", () => {
  it("is today's quarter's rate, said as current", async () => {
    today("2026-02-10");
    startFakeApi({}, fakeApiState({ me: null }));
    renderAt("/nsc", <RateLine page="nsc" />, { queryClient: false });
    expect(await screen.findByText("7.7% (current)")).toBeInTheDocument();
  });

  it("says which quarter it was notified for once the latest quarter has passed (28 November 2026)", async () => {
    today("2026-11-28");
    startFakeApi({}, fakeApiState({ me: null }));
    renderAt("/ppf", <RateLine page="ppf" />, { queryClient: false });
    expect(
      await screen.findByText("7.1% (rate notified for January–March 2026)"),
    ).toBeInTheDocument();
  });

  it("gives a time deposit the rate of its years", async () => {
    today("2026-02-10");
    startFakeApi({}, fakeApiState({ me: null }));
    renderAt("/post-office-td", <RateLine page="post-office-td" years={2} />, {
      queryClient: false,
    });
    expect(await screen.findByText("7% (current)")).toBeInTheDocument();
  });

  it("says it in Hindi", async () => {
    today("2026-11-28");
    await loadEveryMessages("hi");
    startFakeApi({}, fakeApiState({ me: null }));
    renderAt("/hi/sukanya-samriddhi", <RateLine page="sukanya-samriddhi" />, {
      queryClient: false,
    });
    expect(
      await screen.findByText(
        `${SCHEME_RATE_HISTORY.at(-1)!.rates.sukanyaSamriddhi}% (जनवरी–मार्च 2026 के लिए अधिसूचित दर)`,
      ),
    ).toBeInTheDocument();
  });
});
