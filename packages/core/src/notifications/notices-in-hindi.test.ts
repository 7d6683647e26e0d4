import { describe, expect, it } from "vitest";
import { translate } from "../i18n/messages.ts";
import { testInvestment } from "../investments/test-investment.ts";
import { withInvestmentNotifications } from "./investment-notifications.ts";
import hi from "./messages/hi.ts";

const hindi = { t: translate(hi), locale: "hi" as const };
const now = new Date("2026-11-22T09:00:00Z");

describe("the investment notices on a Hindi page", () => {
  it("name the investment, its date and its figures in Hindi", () => {
    const notices = withInvestmentNotifications(
      [],
      [
        testInvestment({ id: "fd-soon", end_date: "2026-12-02" }),
        testInvestment({ id: "fd-late", end_date: "2026-11-01" }),
        testInvestment({
          id: "fd-high",
          end_date: "2030-01-01",
          principal_amount: 100_000,
          maturity_amount: 160_000,
        }),
      ],
      "2026-11-22",
      now,
      new Set(),
      hindi,
    );
    expect(notices.map(({ title, message }) => ({ title, message }))).toEqual([
      {
        title: "10 दिन में परिपक्व होगा",
        message:
          "आपका State Bank of India का Fixed Deposit (₹1,00,000) 2 दिसंबर 2026 को परिपक्व होगा। तय करें कि इसका नवीनीकरण करना है या इसे बंद करना है।",
      },
      {
        title: "निवेश की अवधि बीत चुकी है",
        message:
          "आपका State Bank of India का Fixed Deposit (₹1,00,000) 1 नवंबर 2026 को परिपक्व हो चुका है और अब भी सक्रिय दर्ज है। इसका नवीनीकरण करें या इसे बंद करें।",
      },
      {
        title: "ऊँचे लाभ का पड़ाव",
        message:
          "आपके State Bank of India का Fixed Deposit (₹1,00,000) पर मूलधन से 60% अधिक मिलने वाला है, परिपक्वता राशि ₹1,60,000।",
      },
    ]);
  });

  it("say tomorrow as कल", () => {
    const [notice] = withInvestmentNotifications(
      [],
      [testInvestment({ id: "fd-tomorrow", end_date: "2026-11-23" })],
      "2026-11-22",
      now,
      new Set(),
      hindi,
    );
    expect(notice?.title).toBe("कल परिपक्व होगा");
  });
});
