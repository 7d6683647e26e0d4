import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import { englishLeft } from "../../testing/english-left.ts";
import { renderAt } from "../../testing/render-at.tsx";
import { ChatPanel } from "./chat-panel.tsx";

beforeAll(() => loadEveryMessages("hi"));

describe("the chat window on a Hindi page", () => {
  it("names its log, box and buttons in Hindi, with no English left in it", () => {
    const { container } = renderAt("/hi", <ChatPanel />, {
      queryClient: false,
    });
    expect(
      screen.getByRole("log", { name: "Kosh सहायक से बातचीत" }),
    ).toBeInTheDocument();
    const box = screen.getByRole("textbox", { name: "Kosh सहायक को संदेश" });
    expect(box).toHaveAttribute("placeholder", "जैसे, एसआईपी 5000, 12%, 10 साल");
    expect(screen.getByRole("button", { name: "भेजें" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "चैट मिटाएँ" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("log")).getByText("Kosh सहायक:"),
    ).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
  });
});
