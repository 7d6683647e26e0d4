import hi from "@kosh/core/chat/messages/greeting/hi";
import en from "@kosh/core/chat/messages/greeting/en";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import { englishLeft } from "../../testing/english-left.ts";
import { renderAt } from "../../testing/render-at.tsx";
import { ChatPanel } from "./chat-panel.tsx";

const REPLY_WAIT = { timeout: 5000 };

beforeAll(() => loadEveryMessages("hi"));

async function askAt(url: string, question: string) {
  renderAt(url, <ChatPanel />, { queryClient: false });
  const user = userEvent.setup();
  const log = screen.getByRole("log");
  await user.click(screen.getByRole("textbox"));
  await user.paste(question);
  await user.keyboard("{Enter}");
  await within(log).findAllByText(/₹26,035/, {}, REPLY_WAIT);
  return within(log).getAllByRole("listitem");
}

describe("the assistant's language", () => {
  it("greets and answers in Hindi on a Hindi page, whatever the script of the question", async () => {
    const messages = await askAt("/hi", "emi 30 lakh 20 saal 8.5 pratishat");
    expect(messages[0]).toHaveTextContent(hi.assistantName);
    expect(messages[0]).toHaveTextContent(/^.*नमस्ते!/);
    expect(messages.at(-1)).toHaveTextContent(
      "₹30,00,000 (8.5%, 20 साल) के होम लोन की ईएमआई ₹26,035 प्रति माह है।",
    );
    // The quick prompts stepped aside once the conversation started.
    expect(
      screen.queryByRole("button", { name: hi["quickPrompt.sip"] }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText("ऐसे पूछकर देखें")).not.toBeInTheDocument();
  });

  it("offers the quick prompts in Hindi before a conversation starts", () => {
    renderAt("/hi", <ChatPanel />, { queryClient: false });
    const prompts = screen.getByRole("list", { name: "ऐसे पूछकर देखें" });
    expect(
      within(prompts).getByRole("button", { name: hi["quickPrompt.sip"] }),
    ).toBeInTheDocument();
  });

  it("answers a question in Devanagari in Hindi on an English page", async () => {
    const messages = await askAt("/", "30 लाख का लोन 20 साल 8.5 प्रतिशत");
    expect(messages[0]).toHaveTextContent(en.assistantName);
    expect(messages.at(-1)).toHaveTextContent("₹26,035 प्रति माह");
    // The page's own words stay English.
    expect(
      screen.getByRole("button", { name: "Clear chat" }),
    ).toBeInTheDocument();
  });

  it("says in Hindi on the card which figures the calculator page's sliders do not reach", async () => {
    renderAt("/hi", <ChatPanel />, { queryClient: false });
    const user = userEvent.setup();
    const log = screen.getByRole("log");
    await user.click(screen.getByRole("textbox"));
    await user.paste("SIP of 2 lakh at 12% for 10 years");
    await user.keyboard("{Enter}");
    await within(log).findAllByText(/₹4,64,67,815/, {}, REPLY_WAIT);
    expect(
      within(log).getByText(
        "कैलकुलेटर पेज के स्लाइडर पर मासिक निवेश ₹500 से ₹1,00,000 तक ही चुना जा सकता है, इसलिए वह पेज वहाँ अपने पहले से तय मान के साथ खुलेगा।",
      ),
    ).toBeInTheDocument();
    // The person's own question is theirs, in the words they wrote.
    expect(englishLeft(log, ["SIP of 2 lakh at 12% for 10 years"])).toEqual([]);
  });
});
