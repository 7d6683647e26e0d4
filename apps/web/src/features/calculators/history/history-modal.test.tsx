import { readText } from "../../../testing/read-text.ts";
import {
  createHistoryRecord,
  type HistoryRecord,
} from "@kosh/core/history/history-record";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HistoryButton } from "./history-button.tsx";
import { HISTORY_STORAGE_KEY, readHistory } from "./history-store.ts";

const sipRecord = createHistoryRecord(
  "sip",
  "SIP Calculation",
  { monthlyInvestment: 5000, expectedReturn: 12, timePeriod: 10 },
  {
    maturityAmount: 1_161_695,
    totalInvestment: 600_000,
    totalReturns: 561_695,
  },
  new Date(2026, 10, 22, 15, 45),
);
const fdRecord = createHistoryRecord(
  "fd",
  "FD Calculation",
  { principal: 100_000, rate: 6.5, tenure: 5 },
  { maturityAmount: 137_851, interestEarned: 37_851, principal: 100_000 },
  new Date(2026, 10, 21, 9, 5),
);

function store(records: HistoryRecord[]) {
  localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(records));
}

/** jsdom's Blob has no text(); FileReader is what it offers. */

let loaded: HistoryRecord[] = [];
function renderButton() {
  loaded = [];
  render(<HistoryButton type="sip" onLoad={(record) => loaded.push(record)} />);
}

async function openHistory() {
  await userEvent.click(screen.getByRole("button", { name: /^History/ }));
  return screen.findByRole("dialog", { name: "Calculation History" });
}

describe("the History modal", () => {
  it("shows the count on the button and an empty state without export or clear", async () => {
    renderButton();
    expect(screen.getByRole("button", { name: /^History/ })).toHaveTextContent(
      "History0 saved",
    );
    const dialog = await openHistory();
    expect(within(dialog).getByText("No calculations yet")).toBeInTheDocument();
    expect(
      within(dialog).getByText("Your calculation history will appear here"),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole("button", { name: "Export" }),
    ).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole("button", { name: "Clear all" }),
    ).not.toBeInTheDocument();
  });

  it("lists each record with its icon, title, inputs, results and time", async () => {
    store([sipRecord, fdRecord]);
    renderButton();
    expect(screen.getByRole("button", { name: /^History/ })).toHaveTextContent(
      "2",
    );
    const dialog = await openHistory();
    const [sip, fd] = within(dialog).getAllByRole("listitem");
    expect(within(sip!).getByRole("img", { name: "SIP" })).toBeInTheDocument();
    expect(sip).toHaveTextContent("SIP Calculation");
    expect(sip).toHaveTextContent("₹5,000 · 12% · 10 Years");
    expect(sip).toHaveTextContent("maturity amount ₹11,61,695");
    expect(sip).toHaveTextContent("22 November 2026, 3:45 pm");
    expect(
      within(fd!).getByRole("img", { name: "Fixed deposit" }),
    ).toBeInTheDocument();
    expect(fd).toHaveTextContent("₹1,00,000 · 6.5% · 5 Years");
    // Only this page's own kind of record can be loaded into it.
    expect(
      within(sip!).getByRole("button", { name: /^Load/ }),
    ).toBeInTheDocument();
    expect(
      within(fd!).queryByRole("button", { name: /^Load/ }),
    ).not.toBeInTheDocument();
  });

  it("shows details with split, lower-cased labels, rupee results and Calculated On last", async () => {
    store([sipRecord]);
    renderButton();
    const dialog = await openHistory();
    await userEvent.click(
      within(dialog).getByRole("button", { name: /^View details/ }),
    );
    const details = await screen.findByRole("dialog", {
      name: "SIP Calculation",
    });
    const terms = within(details)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual([
      "monthly investment",
      "expected return",
      "time period",
      "maturity amount",
      "total investment",
      "total returns",
      "Calculated On",
    ]);
    const values = within(details)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(values).toEqual([
      "₹5,000",
      "12%",
      "10 Years",
      "₹11,61,695",
      "₹6,00,000",
      "₹5,61,695",
      "22 November 2026, 3:45 pm",
    ]);
    await userEvent.keyboard("{Escape}");
    expect(
      screen.queryByRole("dialog", { name: "SIP Calculation" }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole("dialog", { name: "Calculation History" }),
    ).toBeInTheDocument();
  });

  it("loads a record: the modal closes and the page gets the record", async () => {
    store([sipRecord]);
    renderButton();
    const dialog = await openHistory();
    await userEvent.click(
      within(dialog).getByRole("button", { name: /^Load/ }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(loaded).toEqual([sipRecord]);
  });

  it("deletes one record without asking", async () => {
    const confirm = vi.spyOn(window, "confirm");
    store([sipRecord, fdRecord]);
    renderButton();
    const dialog = await openHistory();
    const [sip] = within(dialog).getAllByRole("listitem");
    await userEvent.click(
      within(sip!).getByRole("button", { name: /^Delete/ }),
    );
    expect(confirm).not.toHaveBeenCalled();
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(1);
    expect(readHistory().map((record) => record.title)).toEqual([
      "FD Calculation",
    ]);
    expect(
      screen.getByRole("button", { name: /^History/, hidden: true }),
    ).toHaveTextContent("1");
  });

  it("clears everything only after the app's own confirmation, never the browser's", async () => {
    const confirm = vi.spyOn(window, "confirm");
    store([sipRecord, fdRecord]);
    renderButton();
    const dialog = await openHistory();
    const askToClear = async () => {
      await userEvent.click(
        within(dialog).getByRole("button", { name: "Clear all" }),
      );
      return screen.findByRole("dialog", { name: "Clear calculation history" });
    };
    const question = await askToClear();
    expect(
      within(question).getByText(
        "Are you sure you want to clear all calculation history?",
      ),
    ).toBeVisible();
    await userEvent.click(
      within(question).getByRole("button", { name: "Cancel" }),
    );
    expect(
      screen.queryByRole("dialog", { name: "Clear calculation history" }),
    ).not.toBeInTheDocument();
    expect(readHistory()).toHaveLength(2);
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(2);

    await userEvent.click(
      within(await askToClear()).getByRole("button", { name: "Clear all" }),
    );
    expect(readHistory()).toHaveLength(0);
    expect(
      screen.queryByRole("dialog", { name: "Clear calculation history" }),
    ).not.toBeInTheDocument();
    expect(
      within(
        screen.getByRole("dialog", { name: "Calculation History" }),
      ).getByText("No calculations yet"),
    ).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  describe("export", () => {
    let blobs: Blob[] = [];
    let downloads: string[] = [];
    // jsdom has no downloads: capture the file the browser would be handed.
    const capture = (event: MouseEvent) => {
      const link = event.target;
      if (link instanceof HTMLAnchorElement && link.download) {
        downloads.push(link.download);
        event.preventDefault();
      }
    };
    beforeEach(() => {
      blobs = [];
      downloads = [];
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        blobs.push(blob as Blob);
        return "blob:history";
      };
      URL.revokeObjectURL = () => {};
      document.addEventListener("click", capture, true);
    });
    afterEach(() => {
      document.removeEventListener("click", capture, true);
      vi.useRealTimers();
    });

    it("downloads pretty-printed JSON named with the date", async () => {
      vi.useFakeTimers({
        now: new Date(2026, 10, 22, 18, 0),
        toFake: ["Date"],
      });
      store([sipRecord, fdRecord]);
      renderButton();
      const dialog = await openHistory();
      await userEvent.click(
        within(dialog).getByRole("button", { name: "Export" }),
      );
      expect(downloads).toEqual(["kosh-calculation-history-2026-11-22.json"]);
      const text = await readText(blobs[0]!);
      expect(blobs[0]!.type).toBe("application/json");
      expect(text).toBe(`${JSON.stringify([sipRecord, fdRecord], null, 2)}\n`);
    });
  });
});
