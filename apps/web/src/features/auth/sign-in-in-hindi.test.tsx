import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import { apiError, startFakeApi } from "../../testing/fake-api.ts";
import { makeUser } from "../../testing/fake-api-data.ts";
import { englishLeft } from "../../testing/english-left.ts";
import { renderAt } from "../../testing/render-at.tsx";
import { AuthScreen } from "./auth-screen.tsx";
import { CompleteProfileScreen } from "./complete-profile-screen.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** What the glossary keeps in Latin letters on these screens: the code's format. */
const KEPT = ["YYYY-MM-DD"];

describe("signing in from /hi/auth", () => {
  it("asks for the e-mail address in Hindi, and says what is wrong with it in Hindi", async () => {
    startFakeApi({});
    const user = userEvent.setup();
    renderAt("/hi/auth", <AuthScreen />);

    expect(
      screen.getByRole("heading", {
        name: "आमंत्रित उपयोगकर्ताओं के लिए लॉग इन",
      }),
    ).toBeInTheDocument();
    expect(document.title).toBe("साइन इन — Kosh");
    await user.click(screen.getByRole("button", { name: "ओटीपी भेजें" }));

    expect(screen.getByText("ईमेल आवश्यक है")).toBeInTheDocument();
    expect(
      screen.getByRole("link", {
        name: "Kosh आपके बारे में क्या रखता है, और उसे कौन रखता है",
      }),
    ).toHaveAttribute("href", "/hi/privacy");
    expect(englishLeft(document.body)).toEqual([]);
  });

  it("shows the code step and a refused code in Hindi", async () => {
    startFakeApi({
      "POST /api/auth/send-otp": () => ({
        status: 200,
        body: {
          message: "यदि इस पते को आमंत्रित किया गया है, तो कोड भेजा जा रहा है।",
        },
      }),
      // The server answers a Hindi page in Hindi (Accept-Language).
      "POST /api/auth/verify-otp": () =>
        apiError(400, "कोड गलत है। 4 प्रयास बाकी हैं।", "INVALID_OTP"),
    });
    const user = userEvent.setup();
    renderAt("/hi/auth", <AuthScreen />);
    await user.type(screen.getByLabelText("ईमेल"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "ओटीपी भेजें" }));
    await screen.findByRole("heading", { name: "ओटीपी सत्यापित करें" });

    await user.click(screen.getByRole("button", { name: "ओटीपी सत्यापित करें" }));
    expect(screen.getByText("ओटीपी आवश्यक है")).toBeInTheDocument();
    expect(englishLeft(document.body, KEPT)).toEqual([]);

    await user.type(screen.getByLabelText("ओटीपी"), "123456");
    await user.click(screen.getByRole("button", { name: "ओटीपी सत्यापित करें" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "कोड गलत है। 4 प्रयास बाकी हैं।",
    );
    expect(englishLeft(document.body, KEPT)).toEqual([]);
  });

  it("after Resend, and a minute after the first code, says in Hindi what became of the codes and whom to ask", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = {
      status: 200,
      body: {
        message: "यदि इस पते को आमंत्रित किया गया है, तो कोड भेजा जा रहा है।",
      },
    };
    startFakeApi({
      "POST /api/auth/send-otp": () => sent,
      "POST /api/auth/resend-otp": () => sent,
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt("/hi/auth", <AuthScreen />);
    await user.type(screen.getByLabelText("ईमेल"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "ओटीपी भेजें" }));
    await screen.findByRole("heading", { name: "ओटीपी सत्यापित करें" });

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(
      screen.getByText(
        "अभी तक कोड नहीं आया? Kosh केवल आमंत्रण से मिलता है: कोड सिर्फ़ आमंत्रित पतों पर भेजा जाता है। अपना स्पैम फ़ोल्डर और ऊपर लिखा पता जाँच लें, या जो व्यक्ति आपका Kosh चलाते हैं, उनसे इस पते को आमंत्रित करने को कहें।",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "ओटीपी दोबारा भेजें" }));
    // The server's answer, and the screen drawn after it, on the test's clock.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole("status")).toHaveTextContent(
      "यदि इस पते को आमंत्रित किया गया है, तो नया कोड भेजा जा रहा है और पिछला कोड अब काम नहीं करेगा। सबसे नए ईमेल में आया 6 अंकों का कोड डालें; यह 10 मिनट तक मान्य है।",
    );
    expect(englishLeft(document.body, KEPT)).toEqual([]);
  });

  it("says in Hindi that the server cannot be reached", async () => {
    startFakeApi({
      "POST /api/auth/send-otp": () => apiError(503),
    });
    const user = userEvent.setup();
    renderAt("/hi/auth", <AuthScreen />);
    await user.type(screen.getByLabelText("ईमेल"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "ओटीपी भेजें" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "साइन-इन सेवा अभी उपलब्ध नहीं है। कृपया कुछ देर बाद फिर से कोशिश करें।",
    );
    expect(englishLeft(document.body)).toEqual([]);
  });
});

describe("a stored session that cannot be checked, at /hi/auth", () => {
  it("says in Hindi that the sign-in service is down", async () => {
    startFakeApi({ "GET /api/auth/profile": () => apiError(503) });
    renderAt("/hi/auth", <AuthScreen />, { token: "test-session-token" });

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "साइन-इन सेवा अभी उपलब्ध नहीं है। कृपया कुछ देर बाद फिर से कोशिश करें।",
    );
    expect(englishLeft(document.body)).toEqual([]);
  });

  it("says in Hindi that the profile could not be loaded, when the server gives no reason", async () => {
    startFakeApi({ "GET /api/auth/profile": () => apiError(500) });
    renderAt("/hi/auth", <AuthScreen />, { token: "test-session-token" });

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "आपकी प्रोफ़ाइल लोड नहीं हो सकी",
    );
    expect(englishLeft(document.body)).toEqual([]);
  });
});

describe("completing the profile at /hi/complete-profile", () => {
  it("asks for the profile in Hindi and shows each field's message in Hindi", async () => {
    startFakeApi({
      "GET /api/auth/profile": () => ({
        status: 200,
        body: {
          user: makeUser({
            profile_completed: false,
            name: null,
            date_of_birth: null,
            location: null,
          }),
        },
      }),
    });
    const user = userEvent.setup();
    renderAt("/hi/complete-profile", <CompleteProfileScreen />, {
      token: "test-session-token",
    });
    await screen.findByRole("heading", { name: "प्रोफ़ाइल पूरी करें" });

    await user.click(screen.getByRole("button", { name: "सहेजें और आगे बढ़ें" }));

    expect(screen.getByText("नाम आवश्यक है")).toBeInTheDocument();
    expect(screen.getByText("जन्म तिथि आवश्यक है")).toBeInTheDocument();
    expect(screen.getByText("स्थान आवश्यक है")).toBeInTheDocument();
    expect(document.title).toBe("अपनी प्रोफ़ाइल पूरी करें — Kosh");
    expect(englishLeft(document.body, KEPT)).toEqual([]);
  });
});
