import { endpointPath } from "@kosh/core/api/endpoint-call";
import { endpointName } from "@kosh/core/api/index";
import { schemeRateEndpoints } from "@kosh/core/api/scheme-rates";
import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiError,
  deferred,
  ok,
  startFakeApi,
  type FakeResponse,
} from "../../../testing/fake-api.ts";
import { admin, fakeApiState } from "../../../testing/fake-api-data.ts";
import { loadEveryMessages } from "../../../lib/i18n/messages.ts";
import { englishLeft } from "../../../testing/english-left.ts";
import { renderAdmin } from "../testing/render-admin.tsx";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const panel = () => screen.findByRole("region", { name: "Scheme Rates" });

describe("the Scheme Rates tab", () => {
  it("lists each quarter, the latest first, with every scheme's rate and KVP's months", async () => {
    startFakeApi({}, fakeApiState({ me: admin }));
    renderAdmin("/admin?tab=scheme-rates");
    const table = await within(await panel()).findByRole("table", {
      name: "Scheme rates by quarter, the latest first, percent a year",
    });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) => within(row).getByRole("rowheader").textContent),
    ).toEqual([
      "January–March 2026",
      "October–December 2025",
      "July–September 2025",
    ]);
    const cells = within(rows[0]!)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    // Savings, TD 1/2/3/5, RD, SCSS, MIS, NSC, PPF, KVP, Sukanya, KVP months, then Edit.
    expect(cells.slice(0, 13)).toEqual([
      ...["4", "6.9", "7", "7.1", "7.5", "6.7", "8.2", "7.4", "7.7", "7.1"],
      ...["7.5", "8.2", "115"],
    ]);
  });

  it("says when the latest quarter on record has passed (today, 28 November 2026)", async () => {
    vi.useFakeTimers({
      toFake: ["Date"],
      now: new Date("2026-11-28T06:00:00Z"),
    });
    startFakeApi({}, fakeApiState({ me: admin }));
    renderAdmin("/admin?tab=scheme-rates");
    expect(await within(await panel()).findByRole("note")).toHaveTextContent(
      "The latest quarter on record, January–March 2026, has ended",
    );
  });

  it("says nothing of the kind while the latest quarter lasts", async () => {
    vi.useFakeTimers({
      toFake: ["Date"],
      now: new Date("2026-02-10T06:00:00Z"),
    });
    startFakeApi({}, fakeApiState({ me: admin }));
    renderAdmin("/admin?tab=scheme-rates");
    await within(await panel()).findByRole("table");
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("adds the next quarter, filled in with the latest's rates, and lists it first", async () => {
    const user = userEvent.setup();
    const { requests } = startFakeApi({}, fakeApiState({ me: admin }));
    renderAdmin("/admin?tab=scheme-rates");
    await user.click(
      await within(await panel()).findByRole("button", {
        name: "Add Next Quarter",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Rates for April–June 2026",
    });
    const ppf = within(dialog).getByLabelText("Public Provident Fund");
    expect(ppf).toHaveValue("7.1");
    expect(
      within(dialog).getByLabelText("KVP doubles in (months)"),
    ).toHaveValue("115");
    await user.clear(ppf);
    await user.type(ppf, "7.3");
    await user.click(
      within(dialog).getByRole("button", { name: "Save rates" }),
    );

    expect(await screen.findByText("Rates saved")).toBeInTheDocument();
    expect(screen.getByText("April–June 2026 is saved.")).toBeInTheDocument();
    const saved = requests.find((request) => request.method === "PUT");
    expect(saved?.path).toBe(
      endpointPath(schemeRateEndpoints.save, { quarterStart: "2026-04-01" }),
    );
    expect(saved?.body).toEqual({
      rates: { ...SCHEME_RATE_HISTORY.at(-1)!.rates, ppf: 7.3 },
      kvpMonths: 115,
    });
    const first = (await screen.findAllByRole("rowheader"))[0]!;
    expect(first).toHaveTextContent("April–June 2026");
    expect(
      within(first.closest("tr")!).getAllByRole("cell")[9],
    ).toHaveTextContent("7.3");
    expect(
      screen.getByRole("tab", { name: /^Scheme Rates/ }),
    ).toHaveTextContent("4");
  });

  it("corrects a quarter on record, showing each refusal on its field first", async () => {
    const user = userEvent.setup();
    const { requests } = startFakeApi({}, fakeApiState({ me: admin }));
    renderAdmin("/admin?tab=scheme-rates");
    await user.click(
      await screen.findByRole("button", { name: "Edit October–December 2025" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Correct October–December 2025",
    });
    const scss = within(dialog).getByLabelText(
      "Senior Citizens Savings Scheme",
    );
    await user.clear(scss);
    await user.type(scss, "25");
    await user.click(
      within(dialog).getByRole("button", { name: "Save rates" }),
    );
    expect(
      await within(dialog).findByText(
        "Senior Citizens Savings Scheme must be at most 20",
      ),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === "PUT")).toBe(false);

    await user.clear(scss);
    await user.type(scss, "8.3");
    await user.click(
      within(dialog).getByRole("button", { name: "Save rates" }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(requests.find((request) => request.method === "PUT")?.path).toBe(
      endpointPath(schemeRateEndpoints.save, { quarterStart: "2025-10-01" }),
    );
  });

  it("keeps the form and what was typed when the server refuses, saying why", async () => {
    const user = userEvent.setup();
    startFakeApi(
      {
        [endpointName(schemeRateEndpoints.save)]: () =>
          apiError(
            400,
            "Rates can be saved for the quarters from 2000-01-01 to 2026-04-01, the quarter after this one",
          ),
      },
      fakeApiState({ me: admin }),
    );
    renderAdmin("/admin?tab=scheme-rates");
    await user.click(
      await screen.findByRole("button", { name: "Add Next Quarter" }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(
      within(dialog).getByRole("button", { name: "Save rates" }),
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Rates can be saved for the quarters from 2000-01-01 to 2026-04-01",
    );
    expect(within(dialog).getByLabelText("Public Provident Fund")).toHaveValue(
      "7.1",
    );
  });

  it("shows the list loading, then a failure with Try Again", async () => {
    const user = userEvent.setup();
    const first = deferred<FakeResponse>();
    let calls = 0;
    startFakeApi(
      {
        [endpointName(schemeRateEndpoints.history)]: () => {
          calls += 1;
          return calls === 1
            ? first.promise
            : ok(SCHEME_RATE_HISTORY.slice(-1));
        },
      },
      fakeApiState({ me: admin }),
    );
    renderAdmin("/admin?tab=scheme-rates");
    expect(
      await screen.findByText("Loading scheme rates…"),
    ).toBeInTheDocument();
    first.resolve(apiError(503, "Service unavailable"));
    expect(await screen.findByText("Failed to Load Data")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(
      await screen.findByRole("rowheader", { name: "January–March 2026" }),
    ).toBeInTheDocument();
  });

  it("says so when no quarter is on record", async () => {
    startFakeApi({}, fakeApiState({ me: admin, schemeRates: [] }));
    renderAdmin("/admin?tab=scheme-rates");
    expect(
      await screen.findByText(/^No quarter on record\./),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Add Next Quarter" }),
    ).not.toBeInTheDocument();
  });
});

describe("the Scheme Rates tab at /hi", () => {
  it("says its table, note and form in Hindi, the quarters named in Hindi", async () => {
    await loadEveryMessages("hi");
    vi.useFakeTimers({
      toFake: ["Date"],
      now: new Date("2026-11-28T06:00:00Z"),
    });
    const user = userEvent.setup();
    startFakeApi({}, fakeApiState({ me: admin }));
    renderAdmin("/hi/admin?tab=scheme-rates");
    const region = await screen.findByRole("region", {
      name: "योजनाओं की दरें",
    });
    expect(
      await within(region).findByRole("rowheader", { name: "जनवरी–मार्च 2026" }),
    ).toBeInTheDocument();
    expect(within(region).getByRole("note")).toHaveTextContent(
      "दर्ज आख़िरी तिमाही, जनवरी–मार्च 2026, समाप्त हो चुकी है",
    );
    expect(englishLeft(region)).toEqual([]);
    await user.click(
      within(region).getByRole("button", { name: "अगली तिमाही जोड़ें" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "अप्रैल–जून 2026 की दरें",
    });
    expect(within(dialog).getByLabelText("लोक भविष्य निधि")).toHaveValue("7.1");
    expect(englishLeft(dialog)).toEqual([]);
  });
});
