import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../lib/i18n/messages.ts";
import { englishLeft } from "../../../testing/english-left.ts";
import { apiError, startFakeApi } from "../../../testing/fake-api.ts";
import { admin, fakeApiState } from "../../../testing/fake-api-data.ts";
import { renderAdmin } from "../testing/render-admin.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => vi.unstubAllGlobals());

const state = fakeApiState({ me: admin });

/**
 * What the lists hold as people typed it: the reference lists' names, the users' names, and the
 * mail server's own answer, which the panel quotes.
 */
const TYPED = [
  ...state.companies.map((company) => company.name),
  ...state.companyTypes.map((type) => type.type_name),
  ...state.investTypes.map((type) => type.type_name),
  ...state.users.flatMap((user) => (user.name ? [user.name] : [])),
  ...state.undeliveredMails.map((mail) => mail.reason),
];

async function openTab(name: RegExp) {
  await userEvent.click(await screen.findByRole("tab", { name }));
  return screen.findByRole("tabpanel");
}

describe("the admin panel at /hi", { timeout: 30_000 }, () => {
  it("says every tab, list, heading and button in Hindi", async () => {
    startFakeApi({}, fakeApiState({ me: admin }));
    renderAdmin("/hi/admin");
    expect(
      await screen.findByRole("heading", { level: 1, name: "एडमिन पैनल" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("एडमिन पैनल — Kosh");
    const companies = await screen.findByRole("tabpanel");
    await within(companies).findByRole("table", {
      name: "संस्थाएँ, नाम के क्रम में, उनके प्रकार के साथ",
    });
    expect(englishLeft(document.body, TYPED)).toEqual([]);

    const types = await openTab(/संस्था के प्रकार/);
    expect(
      await within(types).findByRole("combobox", {
        name: "Bank में जमा की सुरक्षा",
      }),
    ).toHaveDisplayValue("जमा बीमा (डीआईसीजीसी)");
    expect(
      within(types).getByText(
        "निवेश जोड़ने के फ़ॉर्म में संस्थाएँ किन समूहों में दिखें, और उनकी जमा किससे सुरक्षित है: जमा बीमा, भारत सरकार, या कोई नहीं।",
      ),
    ).toBeInTheDocument();
    expect(englishLeft(document.body, TYPED)).toEqual([]);

    await openTab(/निवेश के प्रकार/);
    expect(englishLeft(document.body, TYPED)).toEqual([]);

    const users = await openTab(/उपयोगकर्ता/);
    expect(
      await within(users).findByText("admin@example.com ने आमंत्रित किया"),
    ).toBeInTheDocument();
    expect(within(users).getByText("कभी नहीं")).toBeInTheDocument();
    expect(englishLeft(document.body, TYPED)).toEqual([]);

    const mail = await openTab(/न पहुँचे मेल/);
    expect(
      await within(mail).findByText(/1 कोशिश के बाद .* को छोड़ा गया/),
    ).toBeInTheDocument();
    expect(englishLeft(document.body, TYPED)).toEqual([]);
  });

  it("asks in Hindi before inviting, and names the missing address in Hindi", async () => {
    startFakeApi({}, fakeApiState({ me: admin }));
    renderAdmin("/hi/admin?tab=users");
    await userEvent.click(
      await screen.findByRole("button", { name: "उपयोगकर्ता को आमंत्रित करें" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "उपयोगकर्ता को आमंत्रित करें",
    });
    expect(englishLeft(document.body, TYPED)).toEqual([]);
    await userEvent.click(
      within(dialog).getByRole("button", { name: "आमंत्रण भेजें" }),
    );
    expect(within(dialog).getByLabelText("ईमेल")).toHaveAccessibleDescription(
      "ईमेल आवश्यक है",
    );
  });

  it("shows anyone but an admin Access Denied in Hindi", async () => {
    startFakeApi({}, fakeApiState({ me: { ...admin, role: "user" } }));
    renderAdmin("/hi/admin");
    expect(
      await screen.findByText(
        "पहुँच नहीं: यह पैनल देखने के लिए एडमिन के अधिकार चाहिए।",
      ),
    ).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it("says in Hindi that a list failed to load, when the server gives no reason", async () => {
    startFakeApi(
      { "GET /api/admin/companies": () => apiError(500) },
      fakeApiState({ me: admin }),
    );
    renderAdmin("/hi/admin");
    const companies = await screen.findByRole("tabpanel");
    expect(
      await within(companies).findByText("संस्थाएँ लोड नहीं हो सकीं"),
    ).toBeInTheDocument();
    expect(englishLeft(document.body, TYPED)).toEqual([]);
  });
});
