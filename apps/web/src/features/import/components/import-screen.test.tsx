import { endpointPath } from "@kosh/core/api/endpoint-call";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { companyEndpoints } from "@kosh/core/api/reference-lists";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../lib/i18n/messages.ts";
import { captureDownloads } from "../../../testing/downloads.ts";
import { englishLeft } from "../../../testing/english-left.ts";
import {
  admin,
  fakeApiState,
  serverInvestment,
} from "../../../testing/fake-api-data.ts";
import { apiError, startFakeApi } from "../../../testing/fake-api.ts";
import { readText } from "../../../testing/read-text.ts";
import { currentUrl, renderAt } from "../../../testing/render-at.tsx";
import { ImportScreen } from "./import-screen.tsx";

afterEach(() => vi.unstubAllGlobals());

/** A bank's list: no type column, one row already in Kosh (FD No. 000123), one bad date. */
const BANK_LIST = [
  "Bank Name,Deposit Amount,ROI,Value Date,Maturity Date,FD No.",
  'SBI,"1,50,000",7.10 %,01-04-2024,01-04-2025,000123',
  'HDFC Bank Ltd.,"2,00,000",7.25,15/05/2024,15/05/2026,FD-77',
  "Bajaj,50000,6.9,31-02-2024,01-03-2025,K-9",
].join("\r\n");

const existing = serverInvestment({
  id: "sbi-existing",
  company_id: "co-sbi",
  principal_amount: 150_000,
  start_date: "2024-04-01",
  end_date: "2025-04-01",
  document_number: "123",
});

const csvFile = (text: string, name = "deposits.csv") =>
  new File([text], name, { type: "text/csv" });

function renderScreen(url = "/import") {
  return renderAt(url, <ImportScreen />, { token: "test-session-token" });
}

const rowOf = (line: number) =>
  screen
    .getByRole("heading", { name: new RegExp(`^Line ${line}\\b`) })
    .closest("li")!;

describe("the import screen", { timeout: 20_000 }, () => {
  it("previews a bank's list: every row, a bad row's line, field and why, a duplicate beside the one in Kosh", async () => {
    const state = fakeApiState({ investments: [existing] });
    const { requests } = startFakeApi({}, state);
    renderScreen();
    await userEvent.upload(
      await screen.findByLabelText("CSV file"),
      csvFile(BANK_LIST),
    );

    expect(
      await screen.findByText(
        "3 rows: 1 to import, 0 to update, 1 to skip, 1 that cannot be imported.",
      ),
    ).toBeInTheDocument();
    const preview = requests.find(
      (request) => request.path === investmentEndpoints.import.path,
    )!;
    expect(preview.query).toMatchObject({ dry_run: "true" });

    expect(
      within(rowOf(4)).getByRole("list", { name: "Problems on line 4" }),
    ).toHaveTextContent(
      "Line 4, Start date: 31-02-2024 is not a date that exists",
    );
    const duplicate = rowOf(2);
    expect(duplicate).toHaveTextContent("Already in Kosh");
    await waitFor(() =>
      expect(duplicate).toHaveTextContent(
        "already in Kosh: State Bank of India · ₹1,50,000 · 7 % · 01 April 2024 – 01 April 2025 · 123",
      ),
    );
    expect(
      within(duplicate).getByRole("radio", { name: "Skip" }),
    ).toBeChecked();
    // Nothing was written by the preview.
    expect(state.investments).toEqual([existing]);
  });

  it("says how many deposits a row gives an account, and nothing of deposits where it gives none", async () => {
    startFakeApi({}, fakeApiState({ investments: [] }));
    renderScreen();
    await userEvent.upload(
      await screen.findByLabelText("CSV file"),
      csvFile(
        [
          "Institution,Type,Principal,Rate,Start Date,Deposits",
          'SBI,PPF,312500.5,7.1,2023-04-10,"2023-04-10 150000; 2024-04-05 150000; 2025-04-02 12500.5"',
          "SBI,PPF,150000,7.1,2023-04-10,2023-04-10 150000",
          "SBI,PPF,150000,7.1,2023-04-10,",
        ].join("\n"),
      ),
    );
    await screen.findByText(/^3 rows:/);
    expect(rowOf(2)).toHaveTextContent("Deposits3 deposits");
    expect(rowOf(3)).toHaveTextContent("Deposits1 deposit");
    expect(rowOf(4)).not.toHaveTextContent("Deposits");
  });

  it("imports what the person kept, then says what was written and leads back to My Investments", async () => {
    const state = fakeApiState({ investments: [existing] });
    startFakeApi({}, state);
    renderScreen();
    await userEvent.upload(
      await screen.findByLabelText("CSV file"),
      csvFile(BANK_LIST),
    );
    await screen.findByText(/^3 rows:/);

    await userEvent.click(
      within(rowOf(2)).getByRole("radio", { name: "Import anyway" }),
    );
    await screen.findByText(/^3 rows: 2 to import/);
    await userEvent.click(
      screen.getByRole("button", { name: "Import 2 rows" }),
    );

    const done = await screen.findByRole("heading", {
      name: "Import finished",
    });
    // Focus moves in an effect, which runs once the screen has been drawn.
    await waitFor(() => expect(done).toHaveFocus());
    expect(
      screen.getByText("2 imported, 0 updated, 0 skipped, 1 not imported."),
    ).toBeInTheDocument();
    expect(state.investments).toHaveLength(3);
    await userEvent.click(
      screen.getByRole("link", { name: "Go to My Investments" }),
    );
    expect(currentUrl()).toBe("/dashboard");
  });

  it("asks for the institution Kosh does not know, and the row can be imported once one is picked", async () => {
    startFakeApi();
    renderScreen();
    await userEvent.type(
      await screen.findByLabelText("Paste the rows"),
      "Bank,Amount,Rate,Start Date,End Date{enter}My Cooperative Bank,10000,6,01-01-2024,01-01-2025",
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Read the pasted rows" }),
    );
    const row = await waitFor(() => rowOf(2));
    expect(row).toHaveTextContent(
      "Line 2, Institution: 'My Cooperative Bank' is not an institution in Kosh's list: pick the one it is",
    );
    await userEvent.selectOptions(
      within(row).getByLabelText("Institution for 'My Cooperative Bank'"),
      "HDFC Bank",
    );
    await waitFor(() => expect(rowOf(2)).toHaveTextContent("To import"));
    expect(screen.getByRole("button", { name: "Import 1 row" })).toBeEnabled();
  });

  it("lets an admin add an institution Kosh does not know, with its type, and the row takes it", async () => {
    const { requests } = startFakeApi({}, fakeApiState({ me: admin }));
    renderScreen();
    await userEvent.type(
      await screen.findByLabelText("Paste the rows"),
      "Bank,Amount,Rate,Start Date,End Date{enter}My Cooperative Bank,10000,6,01-01-2024,01-01-2025",
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Read the pasted rows" }),
    );
    const row = await waitFor(() => rowOf(2));
    const add = within(row).getByRole("button", {
      name: "Add 'My Cooperative Bank' to the list",
    });
    expect(add).toBeDisabled();
    // The list of types arrives from the server after the row is drawn.
    await within(row).findByRole("option", { name: "Bank" });
    await userEvent.selectOptions(
      within(row).getByLabelText(
        "Type of institution for 'My Cooperative Bank'",
      ),
      "Bank",
    );
    await userEvent.click(add);
    await waitFor(() => expect(rowOf(2)).toHaveTextContent("To import"));
    expect(
      requests.find(
        (request) =>
          request.method === "POST" &&
          request.path === endpointPath(companyEndpoints.add),
      )?.body,
    ).toMatchObject({ name: "My Cooperative Bank" });
    expect(screen.getByRole("button", { name: "Import 1 row" })).toBeEnabled();
  });

  it("offers a person who is not an admin only the list to pick from", async () => {
    startFakeApi();
    renderScreen();
    await userEvent.type(
      await screen.findByLabelText("Paste the rows"),
      "Bank,Amount,Rate,Start Date,End Date{enter}My Cooperative Bank,10000,6,01-01-2024,01-01-2025",
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Read the pasted rows" }),
    );
    const row = await waitFor(() => rowOf(2));
    expect(
      within(row).getByLabelText("Institution for 'My Cooperative Bank'"),
    ).toBeVisible();
    expect(
      within(row).queryByRole("button", { name: /to the list/ }),
    ).toBeNull();
  });

  it("reads the rows again by the mapping the person corrected", async () => {
    startFakeApi();
    renderScreen();
    await userEvent.upload(
      await screen.findByLabelText("CSV file"),
      csvFile(
        "Bank,Amt Deposited,Rate,Start Date,End Date\nSBI,25000,7,01-01-2024,01-01-2025",
      ),
    );
    const row = await waitFor(() => rowOf(2));
    expect(row).toHaveTextContent("Principal: is missing");
    await userEvent.selectOptions(
      screen.getByLabelText("Column 2: Amt Deposited"),
      "Principal",
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Read the rows again" }),
    );
    await waitFor(() => expect(rowOf(2)).toHaveTextContent("To import"));
    expect(rowOf(2)).toHaveTextContent("₹25,000");
  });

  it("refuses a binary file on the device, naming how to save it, and downloads the template", async () => {
    const { requests } = startFakeApi();
    renderScreen();
    await userEvent.upload(
      await screen.findByLabelText("CSV file"),
      new File(
        [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x08])],
        "deposits.xlsx",
        {
          type: "text/csv",
        },
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file is not a CSV: it holds binary data. Save the spreadsheet as CSV and choose that file.",
    );
    expect(
      requests.some(
        (request) => request.path === investmentEndpoints.import.path,
      ),
    ).toBe(false);

    const downloads = captureDownloads();
    await userEvent.click(
      screen.getByRole("button", { name: "Download the template" }),
    );
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe("kosh-import-template.csv");
    expect(await readText(downloads[0]!.file)).toContain(
      "Institution,Type,Holder,Principal,Rate,Start Date,End Date,Maturity Amount,Account Number,Receipt Number,Notes",
    );
  });

  it("shows the server's message when it refuses the file", async () => {
    startFakeApi({
      "POST /api/investments/import": (request) =>
        request.query.dry_run === "true"
          ? apiError(
              400,
              "The file has 5,001 rows. Import at most 5,000 rows at a time.",
            )
          : apiError(500),
    });
    renderScreen();
    await userEvent.upload(
      await screen.findByLabelText("CSV file"),
      csvFile(BANK_LIST),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The file could not be readThe file has 5,001 rows. Import at most 5,000 rows at a time.",
    );
  });

  it("keeps the preview when the import's answer is lost, and writes once when sent again", async () => {
    const state = fakeApiState();
    const { loseNextAnswer } = startFakeApi({}, state);
    renderScreen();
    await userEvent.upload(
      await screen.findByLabelText("CSV file"),
      csvFile(BANK_LIST),
    );
    await screen.findByText(/^3 rows: 2 to import/);
    loseNextAnswer("POST /api/investments/import");
    await userEvent.click(
      screen.getByRole("button", { name: "Import 2 rows" }),
    );

    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.getByText(/^3 rows:/)).toBeInTheDocument();
    expect(state.investments).toHaveLength(2);
    // Sent again, the rows written the first time are duplicates, skipped by default.
    await userEvent.click(
      screen.getByRole("button", { name: "Import 2 rows" }),
    );
    expect(
      await screen.findByText(
        "0 imported, 0 updated, 2 skipped, 1 not imported.",
      ),
    ).toBeInTheDocument();
    expect(state.investments).toHaveLength(2);
  });
});

describe("the import screen in Hindi", { timeout: 20_000 }, () => {
  beforeAll(() => loadEveryMessages("hi"));

  it("speaks Hindi throughout the preview", async () => {
    startFakeApi({}, fakeApiState({ investments: [existing] }));
    const { container } = renderScreen("/hi/import");
    await userEvent.upload(
      await screen.findByLabelText("सीएसवी फ़ाइल"),
      csvFile(BANK_LIST),
    );
    expect(
      await screen.findByRole("heading", { name: "निवेश आयात करें" }),
    ).toBeInTheDocument();
    await screen.findByText(/^3 पंक्तियाँ:/);
    expect(
      englishLeft(container, [
        "Kosh",
        "State Bank of India",
        "HDFC Bank",
        "Bank Name",
        "Deposit Amount",
        "ROI",
        "Value Date",
        "Maturity Date",
        "FD No.",
        "SBI",
        "HDFC Bank Ltd.",
        "Ltd",
        "Bajaj",
        "CSV",
        "UTF-8",
        "UTF-16",
        "Excel",
        "Google Sheets",
        "MB",
        "FD-77",
        "K-9",
        // The lists' entries as an admin named them.
        "Fixed Deposit",
        "Recurring Deposit",
        "NSC",
        // The fake API's requests carry no language: its row messages are the server's English.
        "Line 4, Start date: 31-02-2024 is not a date that exists",
      ]),
    ).toEqual([]);
  });
});
