import { endpointPath } from "@kosh/core/api/endpoint-call";
import { authEndpoints } from "@kosh/core/api/auth";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import { TOKEN_STORAGE_KEY } from "../../lib/session-token.ts";
import {
  apiError,
  startFakeApi,
  type FakeResponse,
} from "../../testing/fake-api.ts";
import { makeUser } from "../../testing/fake-api-data.ts";
import { englishLeft } from "../../testing/english-left.ts";
import { currentUrl, renderAt } from "../../testing/render-at.tsx";
import { toast } from "../../components/toaster.tsx";
import { AppLayout } from "./app-layout.tsx";

afterEach(() => vi.unstubAllGlobals());

/** The calculators under their groups' names, as the menus and the footer list them. */
const GROUPS = {
  Loans: ["Home Loan EMI", "Home Loan Prepayment"],
  "Mutual Funds": ["SIP", "Step-up SIP", "Goal SIP", "Lumpsum", "SWP"],
  "Bank Deposits": ["FD", "RD"],
  "Post Office and Government Schemes": [
    "PPF",
    "Sukanya Samriddhi",
    "NSC",
    "Kisan Vikas Patra",
    "Senior Citizens' Savings Scheme",
    "Post Office MIS",
    "Post Office Time Deposit",
  ],
  Interest: ["Simple Interest", "Compound Interest"],
};
const CALCULATORS = Object.values(GROUPS).flat();

/** Each group is a list that its name labels, holding its calculators' links in order. */
function expectGroups(container: HTMLElement) {
  for (const [name, labels] of Object.entries(GROUPS)) {
    const list = within(container).getByRole("list", { name });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(labels);
  }
}

function renderLayout({
  signedInAs,
  signOut,
  url = "/dashboard",
}: {
  signedInAs?: ReturnType<typeof makeUser>;
  signOut?: () => FakeResponse;
  url?: string;
} = {}) {
  const requests = startFakeApi({
    "GET /api/auth/profile": () => ({
      status: 200,
      body: { user: signedInAs },
    }),
    "POST /api/auth/sign-out": signOut ?? (() => ({ status: 204 })),
  }).requests;
  renderAt(
    url,
    <AppLayout notifications={<button type="button">Notifications</button>}>
      <h1>Page</h1>
    </AppLayout>,
    // The shell: the top bar renders on every page, the public ones without a query client.
    { token: signedInAs ? "stored-token" : undefined, queryClient: false },
  );
  return { requests, user: userEvent.setup() };
}

/** The top bar's main navigation, named "Main" in the page's language. */
const mainNav = (name = "Main") =>
  screen.getAllByRole("navigation", { name })[0]!;
/** The main navigation once the start-up check has answered. */
const shownNav = async () =>
  (await screen.findAllByRole("navigation", { name: "Main" }))[0]!;
const banner = () => screen.getByRole("banner");

/**
 * Presses the mobile menu's button and waits for the menu to open: its items come in a chunk of
 * their own, asked for as the pointer goes down, and the menu opens once they are in.
 */
async function pressMenu(toggle: HTMLElement, user: UserEvent) {
  await user.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "true"));
}

/** Opens the mobile menu with its button (named `name`) and gives its panel. */
async function openMobileMenu(user: UserEvent, name = "Menu") {
  const toggle = screen.getByRole("button", { name });
  await pressMenu(toggle, user);
  return within(
    document.getElementById(toggle.getAttribute("aria-controls")!)!,
  );
}

describe("for a guest", () => {
  it("offers the SIP, FD and RD shortcuts and Login and Register, without asking the server anything", () => {
    const { requests } = renderLayout();
    const nav = within(mainNav());
    expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "SIP",
      "FD",
      "RD",
    ]);
    expect(nav.getByRole("link", { name: "SIP" })).toHaveAttribute(
      "href",
      "/sip",
    );
    const top = within(banner());
    expect(top.getAllByRole("link", { name: "Login" })[0]).toHaveAttribute(
      "href",
      "/auth",
    );
    expect(top.getAllByRole("link", { name: "Register" })[0]).toHaveAttribute(
      "href",
      "/auth",
    );
    expect(top.queryByText("My Investments")).not.toBeInTheDocument();
    expect(
      top.queryByRole("button", { name: "Notifications" }),
    ).not.toBeInTheDocument();
    expect(top.getByRole("link", { name: "Kosh" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(requests).toEqual([]);
  });

  it("has a skip link to the page, and a footer with the memorial, the calculators by group, the copyright and the privacy page", () => {
    renderLayout();
    expect(
      screen.getByRole("link", { name: "Skip to main content" }),
    ).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    const footerElement = screen.getByRole("contentinfo");
    const footer = within(footerElement);
    expect(
      footer.getByText(
        /In memory of the grandparents and parents who taught us to save/,
      ),
    ).toBeInTheDocument();
    expect(footer.getByText("© 2026 Kosh")).toBeInTheDocument();
    expect(footer.getAllByRole("link").map((link) => link.textContent)).toEqual(
      [...CALCULATORS, "Your data and who holds it"],
    );
    expect(
      footer.getByRole("link", { name: "Your data and who holds it" }),
    ).toHaveAttribute("href", "/privacy");
    expectGroups(footerElement);
  });

  it("opens a mobile menu with Login, Register and every calculator by group, which closes on Escape and on navigation", async () => {
    const { user } = renderLayout();
    const toggle = screen.getByRole("button", { name: "Menu" });
    const panel = document.getElementById(
      toggle.getAttribute("aria-controls")!,
    )!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
    // A guest's first load has not fetched the menu's items.
    expect(panel).toBeEmptyDOMElement();

    await pressMenu(toggle, user);
    // Open means open with its items, never an empty panel first.
    expect(panel).toBeVisible();
    expect(
      within(panel)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Login", "Register", ...CALCULATORS, "हिन्दी"]);
    expectGroups(panel);

    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(within(panel).getByRole("link", { name: "FD" }));
    expect(currentUrl()).toBe("/fd");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });
});

describe("for a signed-in person", () => {
  it("shows the logo alone while the stored session is checked: no Login, no menu yet", async () => {
    renderLayout({ signedInAs: makeUser() });
    const top = within(banner());
    expect(top.getByRole("link", { name: "Kosh" })).toBeInTheDocument();
    expect(top.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    expect(
      top.queryByRole("link", { name: "Register" }),
    ).not.toBeInTheDocument();
    expect(top.queryByRole("navigation")).not.toBeInTheDocument();
    expect(
      await top.findByRole("button", { name: "Logout" }),
    ).toBeInTheDocument();
  });

  it("shows My Investments, the Calculators dropdown, the bell and 'Hi, ' with the name; no Admin", async () => {
    renderLayout({ signedInAs: makeUser({ name: "Asha Rao" }) });
    const top = within(banner());
    expect((await top.findAllByText("Asha Rao"))[0]).toBeInTheDocument();
    expect(top.getAllByText(/Hi,/)[0]).toHaveTextContent("Hi, Asha Rao");
    const nav = within(mainNav());
    expect(nav.getByRole("link", { name: "My Investments" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(nav.getByRole("link", { name: "My Investments" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(
      nav.getByRole("button", { name: "Calculators" }),
    ).toBeInTheDocument();
    expect(nav.queryByRole("link", { name: "SIP" })).not.toBeInTheDocument();
    expect(
      top.getByRole("button", { name: "Notifications" }),
    ).toBeInTheDocument();
    expect(top.queryByText("Admin")).not.toBeInTheDocument();
    expect(top.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("greets by e-mail when there is no name yet", async () => {
    renderLayout({
      signedInAs: makeUser({ name: null, email: "new@example.com" }),
    });
    expect((await within(banner()).findAllByText(/Hi,/))[0]).toHaveTextContent(
      "Hi, new@example.com",
    );
  });

  it("opens the Calculators dropdown with every calculator by group, moves with the arrow keys across the groups and closes on Escape", async () => {
    const { user } = renderLayout({ signedInAs: makeUser() });
    const button = await within(await shownNav()).findByRole("button", {
      name: "Calculators",
    });
    const list = document.getElementById(
      button.getAttribute("aria-controls")!,
    )!;
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(list).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(CALCULATORS);
    expectGroups(list);
    expect(links[1]).toHaveAttribute("href", "/home-loan-amortization");

    await user.keyboard("{ArrowDown}");
    expect(links[0]).toHaveFocus();
    // From the last loan to the first mutual fund: the arrows cross the groups.
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(links[2]).toHaveFocus();
    expect(links[2]).toHaveTextContent("SIP");
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(
      within(list).getByRole("link", { name: "Compound Interest" }),
    );
    expect(currentUrl()).toBe("/compound-interest");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("logs out: the server is told with the token, the token is gone and the person is home as a guest", async () => {
    const { user, requests } = renderLayout({ signedInAs: makeUser() });
    await user.click(
      await within(banner()).findByRole("button", { name: "Logout" }),
    );

    expect(currentUrl()).toBe("/");
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(
      within(mainNav()).getByRole("link", { name: "SIP" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        method: "POST",
        path: endpointPath(authEndpoints.signOut),
        authorization: "Bearer stored-token",
      }),
    );
  });

  it("logs out locally even when the server call fails", async () => {
    const { user } = renderLayout({
      signedInAs: makeUser(),
      signOut: () => apiError(500),
    });
    await user.click(
      await within(banner()).findByRole("button", { name: "Logout" }),
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(
      within(banner()).getAllByRole("link", { name: "Login" })[0],
    ).toBeInTheDocument();
  });
});

describe("for an admin", () => {
  it("adds the Admin link and the Admin badge, in the bar and in the mobile menu", async () => {
    const { user } = renderLayout({
      signedInAs: makeUser({ role: "admin", name: "Meera" }),
    });
    const nav = within(await shownNav());
    expect(await nav.findByRole("link", { name: "Admin" })).toHaveAttribute(
      "href",
      "/admin",
    );
    const badges = within(banner()).getAllByText("Admin", { selector: "span" });
    expect(badges.length).toBeGreaterThan(0);

    const panel = await openMobileMenu(user);
    expect(panel.getByRole("link", { name: "Admin" })).toHaveAttribute(
      "href",
      "/admin",
    );
    expect(panel.getByText("Admin", { selector: "span" })).toBeInTheDocument();
    expect(
      panel.getByRole("link", { name: "My Investments" }),
    ).toBeInTheDocument();
    expect(
      panel
        .getAllByRole("link")
        .filter((link) => CALCULATORS.includes(link.textContent ?? "")),
    ).toHaveLength(CALCULATORS.length);
    expectGroups(
      document.getElementById(
        screen
          .getByRole("button", { name: "Menu" })
          .getAttribute("aria-controls")!,
      )!,
    );
    expect(panel.getByText(/Hi,/)).toHaveTextContent("Hi, Meera");
    expect(panel.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });
});

describe("the toaster", () => {
  it("announces a toast in its live region once its chunk is in, and dismisses it with its button", async () => {
    const { user } = renderLayout({ url: "/sip" });
    // The layout's own toaster (the test harness mounts one of its own beside it): empty, its
    // live region is no status beside the page's own.
    const layout = within(screen.getByRole("main").parentElement!);
    expect(layout.queryByRole("status")).not.toBeInTheDocument();

    act(() => {
      toast({
        title: "SIP Calculation Complete",
        message: "Saved to history.",
      });
    });
    const region = await layout.findByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    const shown = await within(region).findByText("SIP Calculation Complete");
    expect(within(region).getByText("Saved to history.")).toBeInTheDocument();

    await user.click(within(region).getByRole("button", { name: "Dismiss" }));
    expect(shown).not.toBeInTheDocument();
    expect(layout.queryByRole("status")).not.toBeInTheDocument();
  });
});

describe("toasts one at a time", () => {
  it("replaces the toast on screen with a new one, so three Calculates leave one", async () => {
    renderLayout({ url: "/sip" });
    const layout = within(screen.getByRole("main").parentElement!);
    for (const amount of ["₹11,61,695", "₹12,00,000", "₹13,50,000"]) {
      act(() => {
        toast({
          title: "SIP Calculation Complete",
          message: `Maturity ${amount}. Saved to history.`,
        });
      });
    }
    const region = await layout.findByRole("status");
    await within(region).findByText("Maturity ₹13,50,000. Saved to history.");
    expect(
      within(region).getAllByText("SIP Calculation Complete"),
    ).toHaveLength(1);
    expect(within(region).queryByText(/₹11,61,695|₹12,00,000/)).toBeNull();
  });
});

describe("the language switch in the mobile menu", () => {
  it("is a group labelled Language, with the same page in Hindi, reached with the keyboard", async () => {
    const { user } = renderLayout({ url: "/dashboard?from=menu" });
    const toggle = screen.getByRole("button", { name: "Menu" });
    const panel = document.getElementById(
      toggle.getAttribute("aria-controls")!,
    )!;
    toggle.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(panel).toBeVisible());

    const group = within(panel).getByRole("group", { name: "Language" });
    // Shown, not only read aloud: the top bar's own switch keeps its label for screen readers.
    expect(within(group).getByText("Language")).not.toHaveClass("sr-only");
    const hindi = within(group).getByRole("link", { name: "हिन्दी" });
    expect(hindi).toHaveAttribute("href", "/hi/dashboard?from=menu");
    expect(hindi).toHaveAttribute("lang", "hi-IN");
    // Last in the menu, after Login, Register and the calculators: a Tab past each link.
    const stops = within(panel).getAllByRole("link").length;
    for (
      let presses = 0;
      presses < stops && !hindi.matches(":focus");
      presses++
    )
      await user.tab();
    expect(hindi).toHaveFocus();
  });
});

describe("in Hindi, under /hi", () => {
  beforeAll(() => loadEveryMessages("hi"));
  afterEach(() => {
    document.documentElement.lang = "en-IN";
  });

  /** The English a Hindi page keeps: the switch's way back, named in its own language. */
  const SWITCH_BACK = ["English"];

  it("shows a guest the bar, the menu and the footer with no English left, the switch back to English in both", async () => {
    const { user } = renderLayout({ url: "/hi/sip" });
    expect(document.documentElement.lang).toBe("hi-IN");
    expect(
      screen.getByRole("link", { name: "मुख्य सामग्री पर जाएँ" }),
    ).toHaveAttribute("href", "#main");
    const nav = within(mainNav("मुख्य"));
    expect(nav.getByRole("link", { name: "एसआईपी" })).toHaveAttribute(
      "href",
      "/hi/sip",
    );
    expect(
      within(banner()).getAllByRole("link", { name: "लॉग इन" })[0],
    ).toHaveAttribute("href", "/hi/auth");

    const panel = await openMobileMenu(user, "मेन्यू");
    expect(panel.getByRole("link", { name: "रजिस्टर करें" })).toHaveAttribute(
      "href",
      "/hi/auth",
    );
    const switches = within(banner())
      .getAllByRole("group", { name: "भाषा" })
      .map((group) => within(group).getByRole("link", { name: "English" }));
    expect(switches).toHaveLength(2);
    for (const link of switches) expect(link).toHaveAttribute("href", "/sip");

    expect(englishLeft(banner(), SWITCH_BACK)).toEqual([]);
    expect(englishLeft(screen.getByRole("contentinfo"))).toEqual([]);
    expect(
      within(screen.getByRole("contentinfo")).getByRole("link", {
        name: "आपका डेटा और उसे कौन रखता है",
      }),
    ).toHaveAttribute("href", "/hi/privacy");
  });

  it("shows a signed-in admin the bar, the calculators and the menu with no English left", async () => {
    const { user } = renderLayout({
      signedInAs: makeUser({ role: "admin", name: "Meera" }),
      url: "/hi/dashboard",
    });
    const top = within(banner());
    expect(
      await top.findByRole("button", { name: "लॉग आउट" }),
    ).toBeInTheDocument();
    expect(top.getAllByText(/नमस्ते,/)[0]).toHaveTextContent("नमस्ते, Meera");
    const nav = within(mainNav("मुख्य"));
    expect(nav.getByRole("link", { name: "मेरे निवेश" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(nav.getByRole("link", { name: "एडमिन" })).toHaveAttribute(
      "href",
      "/hi/admin",
    );
    await user.click(nav.getByRole("button", { name: "कैलकुलेटर" }));
    await openMobileMenu(user, "मेन्यू");

    // The person's name is theirs, and the bell is this test's stand-in for the notifications'.
    expect(
      englishLeft(banner(), [...SWITCH_BACK, "Meera", "Notifications"]),
    ).toEqual([]);
  });
});
