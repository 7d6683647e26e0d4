import { endpointPath } from "@kosh/core/api/endpoint-call";
import { authEndpoints } from "@kosh/core/api/auth";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALE_STORAGE_KEY } from "../../lib/i18n/locale.tsx";
import { TOKEN_STORAGE_KEY } from "../../lib/session-token.ts";
import { AuthScreen } from "./auth-screen.tsx";
import {
  apiError,
  startFakeApi,
  type FakeResponse,
} from "../../testing/fake-api.ts";
import { makeUser } from "../../testing/fake-api-data.ts";
import { currentUrl, renderAt } from "../../testing/render-at.tsx";

const sent: FakeResponse = {
  status: 200,
  body: { message: "If this address is invited, a code is on its way." },
};
const signedIn = (user = makeUser()): FakeResponse => ({
  status: 200,
  body: {
    session: {
      access_token: "token-from-server",
      expires_at: "2026-12-31T00:00:00Z",
    },
    user,
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function reachCodeStep(url = "/auth") {
  const requests = startFakeApi({
    "POST /api/auth/send-otp": () => sent,
    "POST /api/auth/verify-otp": () => signedIn(),
  }).requests;
  const user = userEvent.setup();
  renderAt(url, <AuthScreen />);
  await user.type(screen.getByLabelText("Email"), "  Asha@Example.com ");
  await user.click(screen.getByRole("button", { name: "Send OTP" }));
  await screen.findByRole("heading", { name: "Verify OTP" });
  return { user, requests };
}

describe("the e-mail step", () => {
  it("asks invited users for their e-mail address", () => {
    startFakeApi({});
    renderAt("/auth", <AuthScreen />);
    expect(
      screen.getByRole("heading", { name: "Login for Invited Users" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("readonly");
    expect(screen.queryByLabelText("OTP")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeEnabled();
  });

  it("links the privacy page before anyone gives an address", () => {
    startFakeApi({});
    renderAt("/auth", <AuthScreen />);
    expect(
      screen.getByRole("link", {
        name: "What Kosh keeps about you, and who holds it",
      }),
    ).toHaveAttribute("href", "/privacy");
  });

  it("names a missing and a malformed address without calling the server, and forgets the message on edit", async () => {
    const requests = startFakeApi({}).requests;
    const user = userEvent.setup();
    renderAt("/auth", <AuthScreen />);
    const email = screen.getByLabelText("Email");

    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");

    await user.type(email, "asha@");
    expect(screen.queryByText("Email is required")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(screen.getByText("Email is invalid")).toBeInTheDocument();

    await user.type(email, "x");
    expect(screen.queryByText("Email is invalid")).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the unavailable message on a 503 and stays on the e-mail step", async () => {
    startFakeApi({
      "POST /api/auth/send-otp": () =>
        apiError(503, "Mail server did not answer"),
    });
    const user = userEvent.setup();
    renderAt("/auth", <AuthScreen />);
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Authentication service is currently unavailable. Please try again later.",
    );
    expect(
      screen.getByRole("heading", { name: "Login for Invited Users" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeEnabled();
  });

  it("falls back to 'Failed to send OTP' and shows the server's own message when it has one", async () => {
    let answer = apiError(500);
    startFakeApi({ "POST /api/auth/send-otp": () => answer });
    const user = userEvent.setup();
    renderAt("/auth", <AuthScreen />);
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to send OTP",
    );

    answer = apiError(
      429,
      "Too many codes for this address. Try again in 42 seconds.",
    );
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many codes for this address. Try again in 42 seconds.",
    );
  });

  it("forgets the server's error once the person types again", async () => {
    startFakeApi({ "POST /api/auth/send-otp": () => apiError(500) });
    const user = userEvent.setup();
    renderAt("/auth", <AuthScreen />);
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByRole("alert");

    await user.type(screen.getByLabelText("Email"), "m");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeEnabled();
  });

  it("keeps a Register/Sign in toggle in a footer nobody sees", () => {
    startFakeApi({});
    renderAt("/auth", <AuthScreen />);
    const toggle = screen.getByRole("button", {
      name: "Register",
      hidden: true,
    });
    expect(toggle).not.toBeVisible();
  });
});

describe("the code step", () => {
  it("locks the address, asks for a 6-digit code and says a code may be on its way", async () => {
    const { requests } = await reachCodeStep();
    expect(requests).toEqual([
      expect.objectContaining({
        method: "POST",
        path: endpointPath(authEndpoints.sendOtp),
        body: { email: "asha@example.com" },
      }),
    ]);
    const email = screen.getByLabelText("Email");
    expect(email).toHaveAttribute("readonly");
    expect(email).toHaveValue("asha@example.com");
    const otp = screen.getByLabelText("OTP");
    expect(otp).toHaveAttribute("inputmode", "numeric");
    expect(otp).toHaveAttribute("autocomplete", "one-time-code");
    expect(otp).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(
      "If this address is invited, a code is on its way.",
    );
    expect(screen.getByRole("button", { name: "Verify OTP" })).toBeEnabled();
  });

  it("takes digits only, at most six, so a code pasted with a space or typed with letters is the code", async () => {
    const { user, requests } = await reachCodeStep();
    const otp = screen.getByLabelText("OTP");
    await user.type(otp, "a4b8-2");
    expect(otp).toHaveValue("482");
    await user.clear(otp);
    await user.click(otp);
    await user.paste("482 9137");
    expect(otp).toHaveValue("482913");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        path: endpointPath(authEndpoints.verifyOtp),
        body: { otp: "482913" },
      }),
    );
  });

  it("shows the server's word that a code was replaced by a newer one", async () => {
    const { user } = await reachCodeStep();
    const superseded =
      "This code no longer works: a new one was sent when you asked again. Enter the code from the latest e-mail.";
    startFakeApi({
      "POST /api/auth/verify-otp": () =>
        apiError(400, superseded, "INVALID_OTP"),
    });
    await user.type(screen.getByLabelText("OTP"), "111111");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(superseded);
  });

  it("requires the code before calling the server", async () => {
    const { user, requests } = await reachCodeStep();
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));
    expect(screen.getByText("OTP is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("OTP"), "1");
    expect(screen.queryByText("OTP is required")).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it("shows 'Invalid OTP' when the server refuses without a message, then Try Again", async () => {
    const { user } = await reachCodeStep();
    startFakeApi({ "POST /api/auth/verify-otp": () => apiError(400) });
    await user.type(screen.getByLabelText("OTP"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid OTP");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeEnabled();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    await user.clear(screen.getByLabelText("OTP"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Verify OTP" })).toBeEnabled();
  });

  it("signs in, keeps the token and goes back to where the person was going", async () => {
    const { user, requests } = await reachCodeStep("/auth?next=%2Fadmin");
    await user.type(screen.getByLabelText("OTP"), "482913");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));

    await waitFor(() => expect(currentUrl()).toBe("/admin"));
    expect(requests.at(-1)).toMatchObject({
      path: endpointPath(authEndpoints.verifyOtp),
      body: { email: "asha@example.com", otp: "482913" },
      authorization: null,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("token-from-server");
  });

  it("goes to /dashboard after sign-in when there is nowhere (safe) to go back to", async () => {
    const { user } = await reachCodeStep("/auth?next=%2F%2Fevil.example");
    await user.type(screen.getByLabelText("OTP"), "482913");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));
    await waitFor(() => expect(currentUrl()).toBe("/dashboard"));
  });

  it.each(["%2F.%2F%2Fevil.example", "/%2e//evil.example"])(
    "goes to /dashboard after sign-in when next=%s resolves to another site",
    async (next) => {
      const { user } = await reachCodeStep(`/auth?next=${next}`);
      await user.type(screen.getByLabelText("OTP"), "482913");
      await user.click(screen.getByRole("button", { name: "Verify OTP" }));
      await waitFor(() => expect(currentUrl()).toBe("/dashboard"));
    },
  );

  it("lets the person change the address", async () => {
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole("button", { name: "Change email" }));
    expect(
      screen.getByRole("heading", { name: "Login for Invited Users" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("readonly");
    expect(screen.queryByLabelText("OTP")).not.toBeInTheDocument();
  });
});

describe("Resend OTP", () => {
  it("counts down 60 seconds, then sends a new code to the same address and counts again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, requests } = await reachCodeStep();
    startFakeApi({
      "POST /api/auth/resend-otp": (request) => {
        requests.push(request);
        return sent;
      },
    });

    const resend = screen.getByRole("button", { name: /Resend OTP/ });
    expect(resend).toHaveTextContent(/Resend OTP in (60|59)s/);
    expect(resend).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend).toHaveTextContent(/Resend OTP in (30|29)s/);
    expect(resend).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(resend).toHaveTextContent(/^Resend OTP$/);
    expect(resend).toBeEnabled();

    await user.click(resend);
    await waitFor(() => expect(resend).toBeDisabled());
    expect(requests.at(-1)).toMatchObject({
      path: endpointPath(authEndpoints.resendOtp),
      body: { email: "asha@example.com" },
    });
    expect(resend).toHaveTextContent(/Resend OTP in (60|59)s/);
    expect(screen.getByRole("status")).toHaveTextContent(
      "If this address is invited, a new code is on its way, and the earlier code no longer works. Enter the 6-digit code from the latest e-mail; it is valid for 10 minutes.",
    );
  });

  it("says after a minute, the same for every address, that Kosh is invite-only and whom to ask", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await reachCodeStep();
    const note =
      "No code yet? Kosh is invite-only: codes go only to addresses that have been invited. Check your spam folder and the address above, or ask the person who runs your Kosh to invite this address.";
    await act(() => vi.advanceTimersByTimeAsync(55_000));
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    const shown = screen.getByText(note);
    expect(shown.closest("[aria-live=polite]")).not.toBeNull();
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole("button", { name: "Change email" }));
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it("says 'Failed to resend OTP' when the server gives no reason", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await reachCodeStep();
    startFakeApi({ "POST /api/auth/resend-otp": () => apiError(502) });
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    await user.click(screen.getByRole("button", { name: "Resend OTP" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to resend OTP",
    );
    expect(screen.getByLabelText("Email")).toHaveValue("asha@example.com");
  });
});

it("sends a person who is already signed in on to where they were going", async () => {
  startFakeApi({
    "GET /api/auth/profile": () => ({
      status: 200,
      body: { user: makeUser() },
    }),
  });
  renderAt("/auth?next=%2Fsip", <AuthScreen />, { token: "stored-token" });
  await waitFor(() => expect(currentUrl()).toBe("/sip"));
});

describe("signing in as a person whose profile names another language", () => {
  const signInAs = async (account: ReturnType<typeof makeUser>) => {
    const { user } = await reachCodeStep();
    startFakeApi({ "POST /api/auth/verify-otp": () => signedIn(account) });
    await user.type(screen.getByLabelText("OTP"), "482913");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));
    await waitFor(() =>
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("token-from-server"),
    );
  };

  it("takes them to their language on a device that chose none, and the device keeps it", async () => {
    await signInAs(makeUser({ locale: "hi" }));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("hi");
  });

  it("leaves the page's language to a device that chose one", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, "en");
    await signInAs(makeUser({ locale: "hi" }));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en");
  });

  it("changes nothing when the profile's language is the page's", async () => {
    await signInAs(makeUser({ locale: "en" }));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });
});
