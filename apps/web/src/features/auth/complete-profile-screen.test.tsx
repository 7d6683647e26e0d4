import { endpointPath } from "@kosh/core/api/endpoint-call";
import { authEndpoints } from "@kosh/core/api/auth";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { todayIso } from "@kosh/core/format/date";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompleteProfileScreen } from "./complete-profile-screen.tsx";
import {
  apiError,
  startFakeApi,
  type FakeResponse,
} from "../../testing/fake-api.ts";
import { makeUser } from "../../testing/fake-api-data.ts";
import { currentUrl, renderAt } from "../../testing/render-at.tsx";

afterEach(() => vi.unstubAllGlobals());

const newcomer = makeUser({
  name: null,
  date_of_birth: null,
  location: null,
  profile_completed: false,
});
const thisYear = Number(todayIso().slice(0, 4));

async function openForm(
  completeProfile: () => FakeResponse = () => ({
    status: 200,
    body: {
      user: {
        ...newcomer,
        name: "Asha Rao",
        date_of_birth: "1990-04-12",
        location: "Pune",
        profile_completed: true,
      },
    },
  }),
  url = "/complete-profile",
) {
  const requests = startFakeApi({
    "GET /api/auth/profile": () => ({ status: 200, body: { user: newcomer } }),
    "PUT /api/auth/complete-profile": completeProfile,
  }).requests;
  const user = userEvent.setup();
  renderAt(url, <CompleteProfileScreen />, { token: "stored-token" });
  await screen.findByRole("heading", { name: "Complete Profile" });
  return { user, requests };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; dateOfBirth?: string; location?: string },
) {
  if (values.name)
    await user.type(screen.getByLabelText("Full Name"), values.name);
  if (values.dateOfBirth) {
    await user.clear(screen.getByLabelText("Date of Birth"));
    await user.type(screen.getByLabelText("Date of Birth"), values.dateOfBirth);
  }
  if (values.location)
    await user.type(screen.getByLabelText("Location"), values.location);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Save and Continue" }));

describe("validation", () => {
  it("names every missing field, and each message goes when its field is edited", async () => {
    const { user, requests } = await openForm();
    await submit(user);
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Date of birth is required")).toBeInTheDocument();
    expect(screen.getByText("Location is required")).toBeInTheDocument();

    await fill(user, { name: "A" });
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(screen.getByText("Location is required")).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual([
      endpointPath(authEndpoints.profile),
    ]);
  });

  it("refuses anyone under 18 by year difference, and a birth date in the future", async () => {
    const { user } = await openForm();
    await fill(user, {
      name: "Asha Rao",
      dateOfBirth: `${thisYear - 17}-01-01`,
      location: "Pune",
    });
    await submit(user);
    expect(
      screen.getByText("You must be at least 18 years old"),
    ).toBeInTheDocument();

    await fill(user, { dateOfBirth: `${thisYear + 1}-01-01` });
    await submit(user);
    expect(
      screen.getByText("Date of birth cannot be in the future"),
    ).toBeInTheDocument();
  });

  it("refuses an invisible direction mark without calling the server, and takes a Hindi name with its joiner", async () => {
    const { user, requests } = await openForm();
    await fill(user, {
      name: "Asha\u200e Rao",
      dateOfBirth: "1990-04-12",
      location: "Pune",
    });
    await submit(user);
    expect(
      screen.getByText(
        "Name must be a single line without control characters, text-direction marks or other invisible characters (it holds U+200E)",
      ),
    ).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual([
      endpointPath(authEndpoints.profile),
    ]);

    await user.clear(screen.getByLabelText("Full Name"));
    await fill(user, { name: "लक्\u200dष्मी" });
    await submit(user);
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        path: endpointPath(authEndpoints.completeProfile),
        body: { name: "लक्\u200dष्मी" },
      }),
    );
  });
});

it("saves the profile and goes on to the page the person was heading for", async () => {
  const { user, requests } = await openForm(
    undefined,
    "/complete-profile?next=%2Fadmin",
  );
  // 18 by year difference even when the birthday is still to come this year
  // (docs/product.md#complete-profile).
  await fill(user, {
    name: "  Asha Rao ",
    dateOfBirth: `${thisYear - 18}-12-31`,
    location: "Pune",
  });
  await submit(user);

  await waitFor(() => expect(currentUrl()).toBe("/admin"));
  expect(requests.at(-1)).toEqual({
    method: "PUT",
    query: {},
    path: endpointPath(authEndpoints.completeProfile),
    authorization: "Bearer stored-token",
    body: {
      name: "Asha Rao",
      date_of_birth: `${thisYear - 18}-12-31`,
      location: "Pune",
      userId: newcomer.id,
    },
  });
});

it("says the profile service is unavailable on a 503", async () => {
  const { user } = await openForm(() => apiError(503, "Database down"));
  await fill(user, {
    name: "Asha",
    dateOfBirth: "1990-04-12",
    location: "Pune",
  });
  await submit(user);
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Profile service is currently unavailable. Please try again later.",
  );
  expect(currentUrl()).toBe("/complete-profile");
});

it("falls back to 'Failed to complete profile', and forgets it once the person types", async () => {
  const { user } = await openForm(() => apiError(500));
  await fill(user, {
    name: "Asha",
    dateOfBirth: "1990-04-12",
    location: "Pune",
  });
  await submit(user);
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Failed to complete profile",
  );
  await user.type(screen.getByLabelText("Location"), "!");
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

it("sends someone who is not signed in to /login", async () => {
  startFakeApi({});
  renderAt("/complete-profile", <CompleteProfileScreen />);
  await waitFor(() => expect(currentUrl()).toBe("/login"));
});

it("sends someone whose profile is already completed to /dashboard", async () => {
  startFakeApi({
    "GET /api/auth/profile": () => ({
      status: 200,
      body: { user: makeUser() },
    }),
  });
  renderAt("/complete-profile", <CompleteProfileScreen />, { token: "t" });
  await waitFor(() => expect(currentUrl()).toBe("/dashboard"));
});
