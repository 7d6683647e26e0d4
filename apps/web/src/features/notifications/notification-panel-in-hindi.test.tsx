import { addDays, todayIso } from "@kosh/core/format/date";
import type { Investment } from "@kosh/core/contracts/investments";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import { englishLeft } from "../../testing/english-left.ts";
import { startFakeApi } from "../../testing/fake-api.ts";
import {
  fakeApiState,
  makeUser,
  serverInvestment,
} from "../../testing/fake-api-data.ts";
import { renderAt } from "../../testing/render-at.tsx";
import NotificationBell from "./notification-bell.tsx";
import { useInvestmentNotificationSync } from "./use-investment-notification-sync.ts";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => vi.unstubAllGlobals());

const person = makeUser();

/** The dashboard's part: each loaded list derives the person's notices, then the bell shows them. */
function BellAfterList({ investments }: { investments: Investment[] }) {
  const sync = useInvestmentNotificationSync();
  useEffect(() => sync(investments), [sync, investments]);
  return <NotificationBell userId={person.id} />;
}

describe("the notifications at /hi", () => {
  it("writes each notice, the panel and its buttons in Hindi", async () => {
    startFakeApi({}, fakeApiState({ me: person }));
    const today = todayIso();
    const soon = serverInvestment({
      id: "fd-soon",
      company_id: "co-hdfc",
      end_date: addDays(today, 10),
      maturity_amount: 107_000,
    });
    const late = serverInvestment({
      id: "fd-late",
      company_id: "co-sbi",
      end_date: addDays(today, -5),
      maturity_amount: 107_000,
    });
    renderAt("/hi/dashboard", <BellAfterList investments={[soon, late]} />, {
      token: "test-session-token",
    });
    await userEvent.click(
      await screen.findByRole("button", { name: "सूचनाएँ, 2 बिना पढ़ी" }),
    );
    const panel = within(screen.getByRole("region", { name: "सूचनाएँ" }));
    expect(
      panel.getByRole("button", { name: /^10 दिन में परिपक्व होगा/ }),
    ).toBeInTheDocument();
    expect(
      panel.getByRole("button", { name: /^निवेश की अवधि बीत चुकी है/ }),
    ).toBeInTheDocument();
    expect(
      englishLeft(document.body, [
        "HDFC Bank",
        "State Bank of India",
        "Fixed Deposit",
      ]),
    ).toEqual([]);
  });

  it("says there is nothing new in Hindi", async () => {
    startFakeApi({}, fakeApiState({ me: person }));
    renderAt("/hi/dashboard", <BellAfterList investments={[]} />, {
      token: "test-session-token",
    });
    await userEvent.click(await screen.findByRole("button", { name: "सूचनाएँ" }));
    expect(screen.getByText("कोई सूचना नहीं")).toBeVisible();
    expect(englishLeft(document.body)).toEqual([]);
  });
});
