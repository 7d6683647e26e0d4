import { ENGLISH } from "@kosh/core/chat/english";
import { greeting } from "@kosh/core/chat/assistant-texts";
import en from "@kosh/core/chat/messages/en";
import { CHAT_STORAGE_KEY } from "@kosh/core/chat/stored-chat";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatPanel } from "./chat-panel.tsx";
import { REPLY_DELAY_MS } from "./use-chat.ts";

const REPLY_WAIT = { timeout: 3000 };

// The assistant's pause before a reply runs on a clock the test moves past it (pauseGoesBy);
// the clock otherwise keeps real time, for the queries that wait and the chunks that load.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The pause before the assistant's reply goes by. */
const pauseGoesBy = () =>
  act(() => vi.advanceTimersByTimeAsync(REPLY_DELAY_MS));

function setup({ signedIn = false } = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const { unmount } = render(<ChatPanel signedIn={signedIn} />);
  const log = screen.getByRole("log", {
    name: /conversation with kosh assistant/i,
  });
  const input = screen.getByRole("textbox", { name: "Message Kosh Assistant" });
  const send = screen.getByRole("button", { name: "Send" });
  return { user, log, input, send, unmount };
}

async function ask(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
) {
  await user.type(input, `${text}{Enter}`);
}

describe("ChatPanel", () => {
  it("greets on start, in a polite live log, with a labelled box and a named send button", () => {
    const { log } = setup();
    expect(log).toHaveAttribute("aria-live", "polite");
    expect(within(log).getAllByRole("listitem")).toHaveLength(1);
    expect(log).toHaveTextContent(greeting(ENGLISH));
  });

  it("shows the question, types, then answers with a card linking to the SIP calculator", async () => {
    const { user, log, input, send } = setup();
    await ask(user, input, "SIP of 5000 at 12% for 10 years");

    expect(input).toHaveValue("");
    expect(log).toHaveTextContent("SIP of 5000 at 12% for 10 years");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Kosh Assistant is typing…",
    );
    expect(send).toBeDisabled();

    await pauseGoesBy();
    const link = await screen.findByRole(
      "link",
      { name: /open in the sip calculator/i },
      REPLY_WAIT,
    );
    expect(link).toHaveAttribute(
      "href",
      "/sip?monthlyInvestment=5000&expectedReturn=12&timePeriod=10",
    );
    expect(
      within(log).getByText("Maturity Amount").nextElementSibling,
    ).toHaveTextContent("₹11,61,695");
    expect(
      screen.queryByText("Kosh Assistant is typing…"),
    ).not.toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it("answers tax on FD interest with the TDS limits, and shows a signed-in person the way to their tax year", async () => {
    const { user, log, input } = setup({ signedIn: true });
    await ask(user, input, "TDS on FD");
    await pauseGoesBy();
    const link = await screen.findByRole(
      "link",
      { name: /open your tax year interest/i },
      REPLY_WAIT,
    );
    expect(link).toHaveAttribute("href", "/tax-year-interest");
    expect(
      within(log).getByText("Senior Citizens, up to").nextElementSibling,
    ).toHaveTextContent("₹1,00,000");
  });

  it("gives a guest the TDS limits with no link to a screen they do not have", async () => {
    const { user, log, input } = setup();
    await ask(user, input, "tax on fd interest");
    await pauseGoesBy();
    await within(log).findByText("Tax on FD interest", {}, REPLY_WAIT);
    expect(
      screen.queryByRole("link", { name: /tax year/i }),
    ).not.toBeInTheDocument();
  });

  it("pays a senior citizen's FD interest out every quarter when asked", async () => {
    const { user, log, input } = setup();
    await ask(
      user,
      input,
      "senior citizen fd 10 lakh 8% 5 years quarterly payout",
    );
    await pauseGoesBy();
    await within(log).findByText("Interest a Quarter", {}, REPLY_WAIT);
    expect(
      within(log).getByText("Interest a Quarter").nextElementSibling,
    ).toHaveTextContent("₹20,000");
    expect(
      within(log).getByText("Returned at Maturity").nextElementSibling,
    ).toHaveTextContent("₹10,00,000");
  });

  // Issue 28: a scheme from its registry entry, at the rate in force (PPF's 7.1% in every quarter
  // on record): ₹1,50,000 a year for 15 years is ₹40,68,209 (the known answer).
  it("answers a PPF in Hinglish with its card and a link to the PPF calculator", async () => {
    const { user, log, input } = setup();
    await ask(user, input, "PPF 1.5 lakh 15 saal");
    await pauseGoesBy();
    const link = await screen.findByRole(
      "link",
      { name: /open in the ppf calculator/i },
      REPLY_WAIT,
    );
    expect(link).toHaveAttribute(
      "href",
      "/ppf?deposit=150000&rate=7.1&years=15&frequency=yearly",
    );
    expect(
      within(log).getByText("Maturity Amount").nextElementSibling,
    ).toHaveTextContent("₹40,68,209");
  });

  it("asks a goal SIP for its return, then answers ₹19,819 a month", async () => {
    const { user, log, input } = setup();
    await ask(user, input, "how much SIP for 1 crore in 15 years");
    await pauseGoesBy();
    await within(log).findByText(
      /What annual return do you expect\?/,
      {},
      REPLY_WAIT,
    );
    await ask(user, input, "12%");
    await pauseGoesBy();
    await within(log).findByText("Monthly Investment Needed", {}, REPLY_WAIT);
    expect(
      within(log).getByText("Monthly Investment Needed").nextElementSibling,
    ).toHaveTextContent("₹19,819");
    expect(
      screen.getByRole("link", { name: /open in the goal sip calculator/i }),
    ).toHaveAttribute(
      "href",
      "/goal-sip?targetAmount=10000000&expectedReturn=12&timePeriod=15",
    );
  });

  it("asks for what is missing one thing at a time and remembers the rest", async () => {
    const { user, log, input } = setup();
    await user.click(
      screen.getByRole("button", { name: "Calculate SIP for ₹5000 monthly" }),
    );
    await pauseGoesBy();
    await within(log).findByText(
      /What annual return do you expect\?/,
      {},
      REPLY_WAIT,
    );
    await ask(user, input, "12%");
    await pauseGoesBy();
    await within(log).findByText(
      /For how many years will you invest\?/,
      {},
      REPLY_WAIT,
    );
    await ask(user, input, "10 yrs");
    await pauseGoesBy();
    expect(
      await screen.findByRole(
        "link",
        { name: /open in the sip calculator/i },
        REPLY_WAIT,
      ),
    ).toHaveAttribute(
      "href",
      "/sip?monthlyInvestment=5000&expectedReturn=12&timePeriod=10",
    );
  });

  it("offers the four quick prompts of the specification", () => {
    setup();
    for (const prompt of [
      "Calculate SIP for ₹5000 monthly",
      "Best FD rates for 5 years",
      "RD vs SIP comparison",
      "Home loan EMI calculation",
    ]) {
      expect(screen.getByRole("button", { name: prompt })).toBeInTheDocument();
    }
  });

  it("puts the quick prompts aside once a conversation has started, and back after Clear chat", async () => {
    const { user, log, input } = setup();
    const prompts = screen.getByRole("list", { name: "Try asking" });
    await user.click(
      within(prompts).getByRole("button", { name: "RD vs SIP comparison" }),
    );
    await pauseGoesBy();
    await waitFor(
      () => expect(within(log).getAllByRole("listitem")).toHaveLength(3),
      REPLY_WAIT,
    );
    expect(prompts).not.toBeInTheDocument();
    expect(screen.queryByText("Try asking")).not.toBeInTheDocument();
    // The text box keeps the conversation going.
    expect(input).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Clear chat" }));
    expect(
      await screen.findByRole("list", { name: "Try asking" }),
    ).toBeInTheDocument();
  });

  it("names Send for screen readers while showing only its arrow on a phone", () => {
    setup();
    expect(screen.getByRole("button", { name: "Send" })).toContainElement(
      screen.getByText("Send", { selector: ".sr-only" }),
    );
  });

  it("answers input it cannot read with the exact unknown reply", async () => {
    const { user, log, input } = setup();
    await ask(user, input, "what is the weather in Pune");
    await pauseGoesBy();
    await waitFor(
      () => expect(within(log).getAllByRole("listitem")).toHaveLength(3),
      REPLY_WAIT,
    );
    expect(within(log).getAllByRole("listitem").at(-1)).toHaveTextContent(
      en.unknown,
    );
  });

  it("ignores an empty message", async () => {
    const { user, log, input } = setup();
    await ask(user, input, "   ");
    expect(within(log).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("clearing returns to the greeting alone and forgets the conversation", async () => {
    const { user, log, input } = setup();
    await ask(user, input, "SIP of 5000");
    await pauseGoesBy();
    await within(log).findByText(/What annual return/, {}, REPLY_WAIT);
    await user.click(screen.getByRole("button", { name: "Clear chat" }));
    expect(within(log).getAllByRole("listitem")).toHaveLength(1);
    expect(log).toHaveTextContent(greeting(ENGLISH));

    // The amount is forgotten: a bare rate now has nothing to attach to.
    await ask(user, input, "12%");
    await pauseGoesBy();
    await within(log).findByText(/What should I work out/, {}, REPLY_WAIT);
  });

  describe("kept for the tab's session", () => {
    it("a conversation left by a link and found again when the page returns", async () => {
      const first = setup();
      await ask(first.user, first.input, "SIP of 5000 at 12% for 10 years");
      await pauseGoesBy();
      await within(first.log).findByRole(
        "link",
        { name: /open in the sip calculator/i },
        REPLY_WAIT,
      );
      first.unmount();

      const again = setup();
      const messages = within(again.log).getAllByRole("listitem");
      expect(messages).toHaveLength(3);
      expect(messages[1]).toHaveTextContent("SIP of 5000 at 12% for 10 years");
      expect(
        within(again.log).getByRole("link", {
          name: /open in the sip calculator/i,
        }),
      ).toHaveAttribute("href", expect.stringMatching(/^\/sip\?/));

      // The assistant remembers the figures too: a follow-up changes only the period.
      await ask(again.user, again.input, "and for 15 years?");
      await pauseGoesBy();
      await waitFor(
        () =>
          expect(within(again.log).getAllByRole("listitem")).toHaveLength(5),
        REPLY_WAIT,
      );
      const reply = within(again.log).getAllByRole("listitem")[4]!;
      expect(
        within(reply).getByRole("link", {
          name: /open in the sip calculator/i,
        }),
      ).toHaveAttribute(
        "href",
        "/sip?monthlyInvestment=5000&expectedReturn=12&timePeriod=15",
      );
    });

    it("a question the page left mid-reply is answered when it comes back", async () => {
      const first = setup();
      await ask(first.user, first.input, "SIP of 5000");
      expect(screen.getByRole("status")).toBeInTheDocument();
      first.unmount();

      const again = setup();
      expect(await screen.findByRole("status")).toBeInTheDocument();
      await pauseGoesBy();
      await within(again.log).findByText(/What annual return/, {}, REPLY_WAIT);
      expect(within(again.log).getAllByRole("listitem")).toHaveLength(3);
    });

    it.each([
      ["not JSON", "{"],
      ["another shape", JSON.stringify({ messages: "hello" })],
      [
        "a card linking off the site",
        JSON.stringify({
          messages: [
            {
              id: "1",
              type: "assistant",
              content: "Open this",
              timestamp: "2026-01-01T00:00:00.000Z",
              calculationResult: {
                title: "SIP",
                figures: [],
                links: [{ label: "Open", href: "//evil.example/sip" }],
              },
            },
          ],
          isTyping: false,
          currentContext: {},
        }),
      ],
    ])("a stored entry that is %s starts a fresh chat", async (_, entry) => {
      sessionStorage.setItem(CHAT_STORAGE_KEY, entry);
      const { log } = setup();
      // Checked, found not to be ours, and dropped.
      await waitFor(() =>
        expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBeNull(),
      );
      expect(within(log).getAllByRole("listitem")).toHaveLength(1);
      expect(log).toHaveTextContent(greeting(ENGLISH));
    });

    it("clearing the chat clears what the tab keeps", async () => {
      const first = setup();
      await ask(first.user, first.input, "SIP of 5000");
      await pauseGoesBy();
      await within(first.log).findByText(/What annual return/, {}, REPLY_WAIT);
      await first.user.click(
        screen.getByRole("button", { name: "Clear chat" }),
      );
      first.unmount();
      expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();

      const { log } = setup();
      expect(within(log).getAllByRole("listitem")).toHaveLength(1);
    });
  });
});
