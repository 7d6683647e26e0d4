import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import { englishLeft } from "../../testing/english-left.ts";
import {
  apiError,
  type Handler,
  startFakeApi,
} from "../../testing/fake-api.ts";
import { renderAt } from "../../testing/render-at.tsx";
import { PrivacyPage } from "./privacy-page.tsx";

beforeAll(async () => {
  await loadEveryMessages("en");
  await loadEveryMessages("hi");
});
afterEach(() => vi.unstubAllGlobals());

const SHARMA = {
  name: "Sharma Family Office",
  email: "privacy@sharma.example.in",
};

const answering =
  (body: typeof SHARMA | { name: null; email: null }) => () => ({
    status: 200,
    body,
  });

/** The page at `url`, the fake server answering GET /api/operator with `operator`. */
function openPrivacy(url: string, operator: Handler) {
  startFakeApi({ "GET /api/operator": operator });
  renderAt(url, <PrivacyPage />, { queryClient: false });
}

const operatorSection = () =>
  screen.getByRole("region", { name: "Who holds it" });

describe("the privacy page", () => {
  it("names the operator and the address to write to, from the server's configuration", async () => {
    openPrivacy("/privacy", answering(SHARMA));

    expect(
      screen.getByRole("heading", { level: 1, name: "Your data in Kosh" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Your data — Kosh");
    expect(
      within(operatorSection()).getByText("Finding out who runs this Kosh…"),
    ).toBeInTheDocument();
    expect(
      await within(operatorSection()).findByText(
        "This Kosh is run by Sharma Family Office, who holds the data kept in it.",
      ),
    ).toBeInTheDocument();
    expect(
      within(operatorSection()).getByRole("link", {
        name: "privacy@sharma.example.in",
      }),
    ).toHaveAttribute("href", "mailto:privacy@sharma.example.in");
  });

  it("says what is kept, who sees it and how to take it out, each under its heading", () => {
    openPrivacy("/privacy", answering(SHARMA));

    expect(
      screen
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "Who holds it",
      "What Kosh keeps, and why",
      "Who can see it",
      "Take it out, or have it deleted",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(11);
    expect(
      screen.getByText(/A sign-in code is never stored, only a keyed hash/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Export CSV, on My Investments, downloads every investment/,
      ),
    ).toBeInTheDocument();
  });

  it("says plainly that the operator is not set rather than naming anyone", async () => {
    openPrivacy("/privacy", answering({ name: null, email: null }));

    expect(
      await within(operatorSection()).findByText(
        "The name of whoever runs this Kosh is not set in its configuration (OPERATOR_NAME).",
      ),
    ).toBeInTheDocument();
    expect(
      within(operatorSection()).getByText(/No contact address is set/),
    ).toBeInTheDocument();
    expect(within(operatorSection()).queryByRole("link")).toBeNull();
  });

  it("says why the operator could not be loaded, and asks again on Try again", async () => {
    let calls = 0;
    const user = userEvent.setup();
    openPrivacy("/privacy", () =>
      ++calls === 1
        ? apiError(503, "Kosh is not available right now.")
        : { status: 200, body: SHARMA },
    );

    const alert = await within(operatorSection()).findByRole("alert");
    expect(alert).toHaveTextContent(
      "Who runs this Kosh could not be loaded: Kosh is not available right now.",
    );
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await within(operatorSection()).findByText(/run by Sharma Family Office/),
    ).toBeInTheDocument();
  });

  it("is in Hindi at /hi/privacy, the operator's name and address as given", async () => {
    openPrivacy("/hi/privacy", answering(SHARMA));

    expect(
      screen.getByRole("heading", { level: 1, name: "Kosh में आपका डेटा" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("आपका डेटा — Kosh");
    expect(
      await screen.findByText(
        "यह Kosh Sharma Family Office चलाते हैं, और इसमें रखा डेटा उन्हीं के पास है।",
      ),
    ).toBeInTheDocument();
    expect(englishLeft(document.body, [SHARMA.name, SHARMA.email])).toEqual([]);
  });
});
