/**
 * The household's routes of the fake API (docs/product.md#household), kept in memory as the
 * server answers them: members of the household `?household=` names, sharing of the person's own.
 */
import { householdEndpoints } from "@kosh/core/api/household";
import { endpointName } from "@kosh/core/api/index";
import type {
  AccessRole,
  CreateMemberInput,
  HouseholdRole,
  Member,
  UpdateMemberInput,
} from "@kosh/core/contracts/household";
import { message } from "@kosh/core/contracts/message";
import { byName } from "@kosh/core/format/compare";
import {
  apiError,
  bodyOf,
  ok,
  type FakeRequest,
  type Handler,
} from "./fake-api-answers.ts";
import type { FakeApiState } from "./fake-api-data.ts";

/**
 * The signed-in person's part in the household `asked` names (absent: their own), undefined for
 * one they may not see, which the fake answers 404 as the server does.
 */
export function householdRole(
  state: FakeApiState,
  asked: string | undefined,
): HouseholdRole | undefined {
  if (!state.me) return undefined;
  if (asked === undefined || asked === state.me.id) return "owner";
  return state.household.shared.find((entry) => entry.household.id === asked)
    ?.household.role;
}

/** Whether a request is about the person's own household: no `?household=`, or theirs. */
const asksOwnHousehold = (state: FakeApiState, request: FakeRequest) =>
  !request.query.household || request.query.household === state.me?.id;

/**
 * The members of the household a request names (the person's own without `?household=`), and
 * where to put them back.
 */
export function householdMembers(state: FakeApiState, request: FakeRequest) {
  const own = asksOwnHousehold(state, request);
  const shared = state.household.shared.find(
    (entry) => entry.household.id === request.query.household,
  );
  return {
    list: own ? state.household.members : (shared?.members ?? []),
    set(members: Member[]) {
      if (shared) shared.members = members;
      else state.household.members = members;
    },
  };
}

export function householdRoutes(state: FakeApiState): Record<string, Handler> {
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-h${(sequence += 1)}`;
  /** The own member first, then by name, as the server lists them. */
  const listed = (members: Member[]) =>
    members.toSorted(
      (a, b) =>
        Number(a.relation !== "self") - Number(b.relation !== "self") ||
        byName(a.name, b.name),
    );
  const memberNotFound = () =>
    apiError(404, message("household.memberNotFound"));

  return {
    [endpointName(householdEndpoints.households)]: () => {
      const me = state.me!;
      return ok([
        { id: me.id, name: me.name ?? me.email, role: "owner" },
        ...state.household.shared.map((entry) => entry.household),
      ]);
    },
    [endpointName(householdEndpoints.members)]: (request) =>
      ok(listed(householdMembers(state, request).list)),
    [endpointName(householdEndpoints.addMember)]: (request) => {
      const members = householdMembers(state, request);
      const input = bodyOf<Required<CreateMemberInput>>(request);
      const added: Member = { id: nextId("m"), ...input };
      members.set([...members.list, added]);
      return ok(added, 201);
    },
    [endpointName(householdEndpoints.updateMember)]: (request, id) => {
      const members = householdMembers(state, request);
      const member = members.list.find((entry) => entry.id === id);
      if (!member) return memberNotFound();
      const change = bodyOf<UpdateMemberInput>(request);
      if (member.relation === "self" && change.relation !== undefined)
        return apiError(409, message("household.selfRelation"));
      const changed: Member = {
        ...member,
        ...Object.fromEntries(
          Object.entries(change).filter(([, value]) => value !== undefined),
        ),
      };
      members.set(
        members.list.map((entry) => (entry.id === id ? changed : entry)),
      );
      return ok(changed);
    },
    [endpointName(householdEndpoints.removeMember)]: (request, id) => {
      const members = householdMembers(state, request);
      const member = members.list.find((entry) => entry.id === id);
      if (!member) return memberNotFound();
      if (member.relation === "self")
        return apiError(409, message("household.selfStays"));
      // The fake holds the own household's investments only.
      const holdings = asksOwnHousehold(state, request)
        ? state.investments.filter((investment) =>
            investment.holder_ids.includes(member.id),
          ).length
        : 0;
      if (holdings > 0)
        return apiError(
          409,
          message("household.memberHolds", {
            name: member.name,
            count: holdings,
          }),
        );
      members.set(members.list.filter((entry) => entry.id !== id));
      return { status: 204 };
    },
    [endpointName(householdEndpoints.access)]: () => ok(state.household.access),
    [endpointName(householdEndpoints.grantAccess)]: (request) => {
      const { email, role } = bodyOf<{ email: string; role: AccessRole }>(
        request,
      );
      // Only a person who can already sign in: invited by an admin, not disabled.
      const person = state.users.find(
        (user) =>
          user.email.toLowerCase() === email.toLowerCase() &&
          user.status !== "disabled",
      );
      if (!person)
        return apiError(409, message("household.notInvited", { email }));
      if (person.email === state.me?.email)
        return apiError(409, message("household.notYourself"));
      const given = state.household.access.find(
        (entry) => entry.email === person.email,
      );
      const id = given?.id ?? nextId("access");
      // By name (or address before one is given), as the server lists them.
      state.household.access = [
        ...state.household.access.filter((entry) => entry.id !== id),
        { id, email: person.email, name: person.name, role },
      ].toSorted((a, b) => byName(a.name ?? a.email, b.name ?? b.email));
      return ok({ id }, 201);
    },
    [endpointName(householdEndpoints.revokeAccess)]: (_, id) => {
      if (!state.household.access.some((entry) => entry.id === id))
        return apiError(404, message("household.accessNotFound"));
      state.household.access = state.household.access.filter(
        (entry) => entry.id !== id,
      );
      return { status: 204 };
    },
  };
}
