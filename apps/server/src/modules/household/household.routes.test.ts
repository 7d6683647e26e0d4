import type { Member } from "@kosh/core/contracts/household";
import type { Investment } from "@kosh/core/contracts/investments";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

/**
 * The household's routes (docs/product.md#household) and the holders of investments, with a
 * second household present: nothing of one household is reachable from the other.
 */

async function completeProfile(caller: Caller, name: string) {
  const response = await caller.request("PUT", "/api/auth/complete-profile", {
    name,
    date_of_birth: "1962-08-15",
    location: "Pune",
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function membersOf(caller: Caller, household?: string) {
  const response = await caller.request(
    "GET",
    `/api/household/members${household ? `?household=${household}` : ""}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Member[];
}

async function addMember(
  caller: Caller,
  body: Record<string, unknown>,
  household?: string,
) {
  const response = await caller.request(
    "POST",
    `/api/household/members${household ? `?household=${household}` : ""}`,
    body,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Member;
}

const fd = (lists: {
  companyId(name: string): string;
  investTypeId(name: string): string;
}) => ({
  company_id: lists.companyId("State Bank of India"),
  invest_type_id: lists.investTypeId("Fixed Deposit"),
  principal_amount: 200000,
  rate_of_interest: 7.1,
  start_date: "2025-04-01",
  end_date: "2026-04-01",
});

describe("members", () => {
  it("start with the person themself, named and born as their profile says", async ({
    tracker,
  }) => {
    const person = await tracker.signedInUser("first-member");
    const [before] = await membersOf(person);
    // Before the profile, the address names them.
    expect(before).toMatchObject({ name: person.email, date_of_birth: null });
    await completeProfile(person, "Ravi Sharma");
    const members = await membersOf(person);
    expect(members).toEqual([
      {
        id: before!.id,
        name: "Ravi Sharma",
        relation: "self",
        date_of_birth: "1962-08-15",
      },
    ]);
    // Asked again, still one: the own member is made once.
    expect(await membersOf(person)).toEqual(members);
  });

  it("are added, changed and listed after the own member, by name", async ({
    tracker,
  }) => {
    const person = await tracker.signedInUser("adds-members");
    const spouse = await addMember(person, {
      name: "  Sunita Sharma ",
      relation: "spouse",
      date_of_birth: "1968-05-02",
    });
    expect(spouse).toEqual({
      id: expect.any(String),
      name: "Sunita Sharma",
      relation: "spouse",
      date_of_birth: "1968-05-02",
    });
    const parent = await addMember(person, {
      name: "Ashok Sharma",
      relation: "parent",
    });
    expect(parent.date_of_birth).toBeNull();
    const changed = await person.request(
      "PATCH",
      `/api/household/members/${parent.id}`,
      { date_of_birth: "1950-03-31" },
    );
    expect(changed.json()).toEqual({
      ...parent,
      date_of_birth: "1950-03-31",
    });
    const names = (await membersOf(person)).map((member) => member.relation);
    expect(names).toEqual(["self", "parent", "spouse"]);
  });

  it("refuse a bad name, relation or date of birth, naming the field", async ({
    saver,
  }) => {
    for (const [body, text] of [
      [{ relation: "spouse" }, "name is required"],
      [{ name: "A", relation: "self" }, "relation must be one of"],
      [{ name: "A", relation: "cousin" }, "relation must be one of"],
      [
        { name: "A", relation: "child", date_of_birth: "2024-02-30" },
        "date_of_birth must be a real date",
      ],
      // Not a day at all: refused in words, not a 500.
      [
        { name: "A", relation: "child", date_of_birth: "2024-13-45" },
        "date_of_birth must be a real date",
      ],
    ] as const) {
      const response = await saver.request(
        "POST",
        "/api/household/members",
        body,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(text);
    }
  });

  it("keep the own member's relation, and the own member itself", async ({
    tracker,
  }) => {
    const person = await tracker.signedInUser("keeps-self");
    const [own] = await membersOf(person);
    const renamed = await person.request(
      "PATCH",
      `/api/household/members/${own!.id}`,
      { name: "Ravi S." },
    );
    expect(renamed.json()).toMatchObject({ name: "Ravi S.", relation: "self" });
    const related = await person.request(
      "PATCH",
      `/api/household/members/${own!.id}`,
      { relation: "child" },
    );
    expect(related.statusCode).toBe(409);
    const removed = await person.request(
      "DELETE",
      `/api/household/members/${own!.id}`,
    );
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      "You are this household's own member, so you cannot be removed from it.",
    );
  });

  it("cannot be removed while an investment names them (409 saying how many), and can after", async ({
    tracker,
    lists,
  }) => {
    const person = await tracker.signedInUser("removes-member");
    const [own] = await membersOf(person);
    const child = await addMember(person, {
      name: "Meera",
      relation: "child",
    });
    const joint = (
      await person.request("POST", "/api/investments", {
        ...fd(lists),
        holder_ids: [own!.id, child.id],
      })
    ).json() as Investment;
    await person.request("POST", "/api/investments", {
      ...fd(lists),
      holder_ids: [child.id],
    });
    const refused = await person.request(
      "DELETE",
      `/api/household/members/${child.id}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Investments naming Meera: 2. Change their holders first, then remove Meera.",
    );
    expect((await membersOf(person)).map((member) => member.id)).toContain(
      child.id,
    );

    const list = (
      await person.request("GET", "/api/investments")
    ).json() as Investment[];
    for (const investment of list) {
      const changed = await person.request(
        "PUT",
        `/api/investments/${investment.id}/holders`,
        { holder_ids: [own!.id] },
      );
      expect(changed.json()).toMatchObject({ holder_ids: [own!.id] });
    }
    expect(joint.holder_ids).toEqual([own!.id, child.id]);
    const removed = await person.request(
      "DELETE",
      `/api/household/members/${child.id}`,
    );
    expect(removed.statusCode).toBe(204);
  });

  it("of another household are missing: 404 to change, remove or name as holders", async ({
    saver,
    neighbour,
    lists,
  }) => {
    const theirs = await addMember(neighbour, {
      name: "Not yours",
      relation: "sibling",
    });
    for (const response of [
      await saver.request("PATCH", `/api/household/members/${theirs.id}`, {
        name: "Taken",
      }),
      await saver.request("DELETE", `/api/household/members/${theirs.id}`),
      await saver.request("POST", "/api/investments", {
        ...fd(lists),
        holder_ids: [theirs.id],
      }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await membersOf(neighbour)).map((member) => member.name)).toContain(
      "Not yours",
    );
  });
});

describe("holders", () => {
  it("default to the person who adds the investment, keep the deposit's order, and follow a renewal unless changed", async ({
    tracker,
    lists,
  }) => {
    const person = await tracker.signedInUser("joint-holders");
    const [own] = await membersOf(person);
    const spouse = await addMember(person, {
      name: "Spouse",
      relation: "spouse",
    });
    const alone = (
      await person.request("POST", "/api/investments", fd(lists))
    ).json() as Investment;
    expect(alone.holder_ids).toEqual([own!.id]);

    const joint = (
      await person.request("POST", "/api/investments", {
        ...fd(lists),
        holder_ids: [spouse.id, own!.id],
      })
    ).json() as Investment;
    expect(joint.holder_ids).toEqual([spouse.id, own!.id]);

    const renew = (id: string, extra: object = {}) =>
      person.request("POST", `/api/investments/${id}/renew`, {
        new_end_date: "2027-04-01",
        new_rate: 7,
        ...extra,
      });
    expect((await renew(joint.id)).json()).toMatchObject({
      holder_ids: [spouse.id, own!.id],
    });
    expect(
      (await renew(alone.id, { holder_ids: [own!.id, spouse.id] })).json(),
    ).toMatchObject({ holder_ids: [own!.id, spouse.id] });
  });

  it("refuse a member named twice, none, or more than four", async ({
    saver,
    lists,
  }) => {
    const [own] = await membersOf(saver);
    for (const [holders, text] of [
      [[own!.id, own!.id], "holder_ids names a member more than once."],
      [[], "holder_ids is required"],
      [["a", "b", "c", "d", "e"], "holder_ids names at most 4 people"],
    ] as const) {
      const response = await saver.request("POST", "/api/investments", {
        ...fd(lists),
        holder_ids: holders,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(text);
    }
  });
});

describe("sharing the household", () => {
  it("lets a person an admin invited see it, lists it among their households, and lets the owner change their role", async ({
    tracker,
    lists,
  }) => {
    const owner = await tracker.signedInUser("family-owner");
    const guest = await tracker.signedInUser("family-guest");
    await completeProfile(guest, "Anita Rao");
    const [ownerHousehold] = (
      await owner.request("GET", "/api/households")
    ).json() as { id: string }[];
    await owner.request("POST", "/api/investments", fd(lists));

    const granted = await owner.request("POST", "/api/household/access", {
      email: ` ${guest.email.toUpperCase()} `,
      role: "view",
    });
    expect(granted.statusCode).toBe(201);
    const { id } = granted.json() as { id: string };
    expect(
      (await owner.request("GET", "/api/household/access")).json(),
    ).toEqual([{ id, email: guest.email, name: "Anita Rao", role: "view" }]);

    const households = (
      await guest.request("GET", "/api/households")
    ).json() as { id: string; role: string }[];
    expect(households.map((household) => household.role)).toEqual([
      "owner",
      "view",
    ]);
    expect(households[1]!.id).toBe(ownerHousehold!.id);
    const seen = await guest.request(
      "GET",
      `/api/investments?household=${ownerHousehold!.id}`,
    );
    expect((seen.json() as Investment[]).length).toBe(1);
    const write = await guest.request(
      "POST",
      `/api/investments?household=${ownerHousehold!.id}`,
      fd(lists),
    );
    expect(write.statusCode).toBe(403);

    const again = await owner.request("POST", "/api/household/access", {
      email: guest.email,
      role: "edit",
    });
    expect(again.json()).toEqual({ id });
    const added = await guest.request(
      "POST",
      `/api/investments?household=${ownerHousehold!.id}`,
      fd(lists),
    );
    expect(added.statusCode).toBe(201);
    // Added into the owner's household, held by its own person, not by the guest.
    const [ownerSelf] = await membersOf(owner);
    expect((added.json() as Investment).holder_ids).toEqual([ownerSelf!.id]);
    expect(
      ((await guest.request("GET", "/api/investments")).json() as unknown[])
        .length,
    ).toBe(0);
  });

  it("never lets in anyone an admin has not invited, nor shares with oneself", async ({
    saver,
  }) => {
    const stranger = await saver.request("POST", "/api/household/access", {
      email: "never-invited@kosh.test",
      role: "view",
    });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe(
      "never-invited@kosh.test cannot sign in to Kosh. Only people an admin has invited can be given access.",
    );
    const self = await saver.request("POST", "/api/household/access", {
      email: saver.email,
      role: "edit",
    });
    expect(self.statusCode).toBe(409);
    expect(
      (await saver.request("GET", "/api/household/access")).json(),
    ).toEqual([]);
  });

  it("is taken back only by the owner: another household's access id is missing", async ({
    tracker,
  }) => {
    const owner = await tracker.signedInUser("access-owner");
    const guest = await tracker.signedInUser("access-guest");
    const { id } = (
      await owner.request("POST", "/api/household/access", {
        email: guest.email,
        role: "view",
      })
    ).json() as { id: string };
    const byGuest = await guest.request(
      "DELETE",
      `/api/household/access/${id}`,
    );
    expect(byGuest.statusCode).toBe(404);
    expect(
      (await owner.request("GET", "/api/household/access")).json(),
    ).toHaveLength(1);
  });

  it("ends when an admin disables the owner", async ({ tracker, admin }) => {
    const owner = await tracker.signedInUser("disabled-owner");
    const guest = await tracker.signedInUser("guest-of-disabled");
    const [household] = (
      await owner.request("GET", "/api/households")
    ).json() as { id: string }[];
    await owner.request("POST", "/api/household/access", {
      email: guest.email,
      role: "view",
    });
    const users = (await admin.request("GET", "/api/admin/users")).json() as {
      id: string;
      email: string;
    }[];
    const ownerRow = users.find((user) => user.email === owner.email)!;
    const disabled = await admin.request(
      "PATCH",
      `/api/admin/users/${ownerRow.id}`,
      { disabled: true },
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(
      (
        await guest.request(
          "GET",
          `/api/investments?household=${household!.id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await guest.request("GET", "/api/households")).json()).toHaveLength(
      1,
    );
  });
});
