import { authEndpoints } from "@kosh/core/api/auth";
import { endpointPath } from "@kosh/core/api/endpoint-call";
import { LANGUAGE_NAME } from "@kosh/core/i18n/locale";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import {
  LOCALE_STORAGE_KEY,
  readPreferredLocale,
  readUnsavedLocale,
  writePreferredLocale,
  writeUnsavedLocale,
} from "../../lib/i18n/locale.tsx";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import {
  apiError,
  type FakeRequest,
  startFakeApi,
} from "../../testing/fake-api.ts";
import { makeUser } from "../../testing/fake-api-data.ts";
import { renderAt } from "../../testing/render-at.tsx";
import { AppLayout } from "./app-layout.tsx";

beforeAll(() => loadEveryMessages("hi"));

function renderPage(url: string, { signedIn }: { signedIn: boolean }) {
  return renderAt(
    url,
    <AppLayout>
      <h1>Page</h1>
    </AppLayout>,
    { token: signedIn ? "stored-token" : undefined, queryClient: false },
  );
}

const localeSaves = (requests: FakeRequest[]) =>
  requests.filter(
    (request) =>
      request.method === authEndpoints.updateLocale.method &&
      request.path === endpointPath(authEndpoints.updateLocale),
  );

describe("the language switch of a signed-in person", () => {
  it("keeps the choice on the device at once, and the page it opens saves it to their profile", async () => {
    const api = startFakeApi({});
    api.state.me = makeUser({ locale: "en" });
    const user = userEvent.setup();
    const page = renderPage("/sip", { signedIn: true });
    await screen.findAllByText(/Asha/);

    // A plain link: the browser leaves the page at once, before any request could finish.
    const [link] = screen.getAllByRole("link", { name: LANGUAGE_NAME.hi });
    await user.click(link!);
    expect(readPreferredLocale()).toBe("hi");
    expect(readUnsavedLocale()).toBe("hi");
    expect(localeSaves(api.requests)).toHaveLength(0);

    // The page the link opens.
    page.unmount();
    renderPage("/hi/sip", { signedIn: true });
    await waitFor(() => expect(readUnsavedLocale()).toBeNull());
    expect(localeSaves(api.requests).map((request) => request.body)).toEqual([
      { locale: "hi" },
    ]);
    expect(api.state.me?.locale).toBe("hi");
  });

  it("shows, in the page's language, that the profile did not get it, and tries again on the next page", async () => {
    writePreferredLocale("hi");
    writeUnsavedLocale("hi");
    const api = startFakeApi({
      "PUT /api/auth/locale": () =>
        apiError(503, "Profile service is currently unavailable."),
    });
    api.state.me = makeUser({ locale: "en" });
    const page = renderPage("/hi/sip", { signedIn: true });

    // The toasters (the app layout's, and the one beside every rendered page) both say it.
    expect(
      await screen.findAllByText("भाषा आपकी प्रोफ़ाइल में सहेजी नहीं गई"),
    ).not.toHaveLength(0);
    expect(readUnsavedLocale()).toBe("hi");
    expect(api.state.me?.locale).toBe("en");

    page.unmount();
    const again = startFakeApi({});
    again.state.me = makeUser({ locale: "en" });
    renderPage("/hi/sip", { signedIn: true });
    await waitFor(() => expect(readUnsavedLocale()).toBeNull());
    expect(again.state.me?.locale).toBe("hi");
  });

  it("asks nothing when the profile already has the language", async () => {
    writePreferredLocale("hi");
    writeUnsavedLocale("hi");
    const api = startFakeApi({});
    api.state.me = makeUser({ locale: "hi" });
    renderPage("/hi/sip", { signedIn: true });

    await waitFor(() => expect(readUnsavedLocale()).toBeNull());
    expect(localeSaves(api.requests)).toHaveLength(0);
  });
});

describe("the language switch of a guest", () => {
  it("keeps the choice on the device only", async () => {
    const api = startFakeApi({});
    const user = userEvent.setup();
    renderPage("/sip", { signedIn: false });

    const [link] = screen.getAllByRole("link", { name: LANGUAGE_NAME.hi });
    await user.click(link!);

    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("hi");
    expect(readUnsavedLocale()).toBeNull();
    expect(localeSaves(api.requests)).toHaveLength(0);
  });
});
