import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import { useSession } from "../../lib/session.tsx";
import { TOKEN_STORAGE_KEY } from "../../lib/session-token.ts";
import { startFakeApi } from "../../testing/fake-api.ts";
import { fakeApiState, makeUser } from "../../testing/fake-api-data.ts";
import { englishLeft } from "../../testing/english-left.ts";
import { renderAt } from "../../testing/render-at.tsx";
import { HomePage } from "./home-page.tsx";
import hiHome from "./messages/hi.ts";

/** Shows who the shared auth state says is signed in, so a test knows the session check is over. */
function SignedInAs() {
  const { user, loading } = useSession();
  return (
    <p>{loading ? "checking" : `signed in as ${user?.email ?? "nobody"}`}</p>
  );
}

function renderHome() {
  return renderAt(
    "/",
    <>
      <SignedInAs />
      <HomePage chat={<p>the chat</p>} />
    </>,
    { queryClient: false },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("HomePage", () => {
  it("shows the hero, the story, the chat section, the features and every calculator", () => {
    renderHome();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Why we built Kosh" }),
    ).toBeInTheDocument();
    const chat = screen.getByRole("region", {
      name: "Chat with Kosh Assistant",
    });
    expect(within(chat).getByText("the chat")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "What Kosh does" }),
    ).toBeInTheDocument();

    const calculators = screen.getByRole("region", { name: "Calculators" });
    // Each group a section under its own heading, its cards in the list's order.
    const groups = within(calculators)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => [
        heading.textContent,
        within(
          within(calculators).getByRole("region", {
            name: heading.textContent!,
          }),
        )
          .getAllByRole("link")
          .map((link) => link.getAttribute("href")),
      ]);
    expect(groups).toEqual([
      ["Loans", ["/home-loan", "/home-loan-amortization"]],
      [
        "Mutual Funds",
        ["/sip", "/step-up-sip", "/goal-sip", "/lumpsum", "/swp"],
      ],
      ["Bank Deposits", ["/fd", "/rd"]],
      [
        "Post Office and Government Schemes",
        [
          "/ppf",
          "/sukanya-samriddhi",
          "/nsc",
          "/kvp",
          "/scss",
          "/post-office-mis",
          "/post-office-td",
        ],
      ],
      ["Interest", ["/simple-interest", "/compound-interest"]],
    ]);
    expect(
      within(calculators).getByRole("link", { name: /^PPF/ }),
    ).toHaveAttribute("href", "/ppf");
  });

  it("invites a guest to sign in at /auth", () => {
    renderHome();
    expect(
      screen.getByRole("link", { name: "Login or Register" }),
    ).toHaveAttribute("href", "/auth");
  });

  it("does not invite someone who is already signed in", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "a-valid-token");
    startFakeApi({}, fakeApiState({ me: makeUser() }));
    renderHome();
    await screen.findByText("signed in as asha@example.com");
    expect(
      screen.queryByRole("link", { name: "Login or Register" }),
    ).not.toBeInTheDocument();
  });

  it("invites a visitor whose stored session has expired, once the check says so", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "an-expired-token");
    startFakeApi({}, fakeApiState({ me: null }));
    renderHome();
    await screen.findByText("signed in as nobody");
    expect(
      screen.getByRole("link", { name: "Login or Register" }),
    ).toHaveAttribute("href", "/auth");
  });
});

describe("HomePage in Hindi", () => {
  beforeAll(() => loadEveryMessages("hi"));

  it("says everything in Hindi, its links staying under /hi", () => {
    const { container } = renderAt("/hi", <HomePage chat={<p>बातचीत</p>} />, {
      queryClient: false,
    });
    expect(
      screen.getByRole("heading", { level: 1, name: /आपकी बचत/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("region", { name: "Kosh सहायक से बात करें" }),
    ).toBeInTheDocument();
    const calculators = screen.getByRole("region", { name: "कैलकुलेटर" });
    expect(
      within(calculators)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["लोन", "म्यूचुअल फंड", "बैंक जमा", "डाकघर और सरकारी योजनाएँ", "ब्याज"]);
    const funds = within(calculators).getByRole("region", {
      name: "म्यूचुअल फंड",
    });
    expect(within(funds).getAllByRole("link")[0]).toHaveAttribute(
      "href",
      "/hi/sip",
    );
    expect(
      screen.getByRole("link", { name: "लॉग इन या रजिस्टर करें" }),
    ).toHaveAttribute("href", "/hi/auth");
    expect(englishLeft(container)).toEqual([]);
    expect(document.title).toBe(
      "Kosh — अपनी बचत की योजना बनाएँ और उसका हिसाब रखें",
    );
  });
});

describe("Ask Kosh Assistant", () => {
  it("puts the cursor in the chat box", async () => {
    renderAt(
      "/",
      <HomePage
        chat={<input type="text" aria-label="Message Kosh Assistant" />}
      />,
      { queryClient: false },
    );
    await userEvent.click(
      screen.getByRole("link", { name: "Ask Kosh Assistant" }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole("textbox", { name: "Message Kosh Assistant" }),
      ).toHaveFocus(),
    );
  });

  it("does the same on the Hindi page", async () => {
    await loadEveryMessages("hi");
    renderAt(
      "/hi",
      <HomePage chat={<input type="text" aria-label="संदेश" />} />,
      { queryClient: false },
    );
    await userEvent.click(
      screen.getByRole("link", { name: hiHome["hero.ask"] }),
    );
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "संदेश" })).toHaveFocus(),
    );
  });
});
