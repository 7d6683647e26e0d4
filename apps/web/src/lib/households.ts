import type { Household, HouseholdRole } from "@kosh/core/contracts/household";
import { useEffect } from "react";
import { callEndpoint } from "./api-client.ts";
import {
  chosenHouseholdId,
  HOUSEHOLD_STORAGE_KEY,
} from "./household-choice.ts";
import { type SessionStore, useSession, useSessionStore } from "./session.tsx";
import { readKnownUser } from "./session-token.ts";
import { createListeners, createStore, type Store, useStore } from "./store.ts";

/**
 * The households a signed-in person may see and the one they chose on this device
 * (docs/product.md#household): the top bar's switcher chooses, every household call of the web
 * asks the chosen one (lib/api-client.ts), and the screens hide their changes where it is shared
 * with the person to view only.
 */

const choiceChanged = createListeners();
const choice = {
  get: chosenHouseholdId,
  set: (household: string | undefined) => {
    const person = readKnownUser()?.id;
    try {
      if (person && household)
        localStorage.setItem(
          HOUSEHOLD_STORAGE_KEY,
          JSON.stringify({ person, household }),
        );
      else localStorage.removeItem(HOUSEHOLD_STORAGE_KEY);
    } catch {
      // Without storage the choice cannot be kept; the person's own household is shown.
    }
    choiceChanged.notify();
  },
  subscribe: choiceChanged.add,
};

/**
 * Chooses the household shown on this device: one of `list` (GET /api/households); the person's
 * own is kept as no choice, so their own is what a new device or a lost choice shows.
 */
export function chooseHousehold(
  household: string | undefined,
  list: readonly Household[],
): void {
  const own = list.find((entry) => entry.role === "owner");
  choice.set(household === own?.id ? undefined : household);
}

/** The chosen household's id, undefined for the person's own; screens key their queries by it. */
export function useChosenHousehold(): string | undefined {
  return useStore(choice);
}

interface HouseholdsCache {
  /** The list as the server last answered it for the person signed in. */
  list: Store<Household[] | undefined>;
  loading?: Promise<void>;
}

/** One list per session store, dropped when the person changes, as the query client's cache. */
const caches = new WeakMap<SessionStore, HouseholdsCache>();

function cacheFor(session: SessionStore): HouseholdsCache {
  let cache = caches.get(session);
  if (!cache) {
    const created: HouseholdsCache = {
      list: createStore<Household[] | undefined>(undefined),
    };
    session.onPersonChange(() => {
      created.loading = undefined;
      created.list.set(undefined);
    });
    caches.set(session, created);
    cache = created;
  }
  return cache;
}

/** Asks for the list once per person; a failure is asked again by the next reader. */
function loadHouseholds(cache: HouseholdsCache): Promise<void> {
  cache.loading ??= import("@kosh/core/api/household")
    .then(({ householdEndpoints }) =>
      callEndpoint(householdEndpoints.households, {}),
    )
    .then((list) => {
      cache.list.set(list);
      // A choice the person may no longer see (access taken back) falls back to their own.
      const chosen = chosenHouseholdId();
      if (chosen && !list.some((entry) => entry.id === chosen))
        choice.set(undefined);
    })
    .catch(() => {
      cache.loading = undefined;
    });
  return cache.loading;
}

/** The households the signed-in person may see, their own first; undefined until known. */
export function useHouseholds(): Household[] | undefined {
  const session = useSessionStore();
  const cache = cacheFor(session);
  const list = useStore(cache.list);
  const { user } = useSession();
  useEffect(() => {
    if (!list && user) void loadHouseholds(cache);
  }, [list, user, cache]);
  return user ? list : undefined;
}

/**
 * The shown household and the person's part in it: `owner` for their own, else the role it was
 * shared with (`view`, `edit`); undefined while the list is still asked for.
 */
export function useShownHousehold():
  | { id: string | undefined; role: HouseholdRole; household?: Household }
  | undefined {
  const list = useHouseholds();
  const chosen = useChosenHousehold();
  if (!chosen) {
    return {
      id: undefined,
      role: "owner",
      household: list?.find((entry) => entry.role === "owner"),
    };
  }
  const household = list?.find((entry) => entry.id === chosen);
  return household
    ? { id: chosen, role: household.role, household }
    : undefined;
}

/**
 * False where the shown household is shared with the person to view only: its changes are
 * hidden (the server refuses them with 403 all the same).
 */
export function useCanChangeHousehold(): boolean {
  return useShownHousehold()?.role !== "view";
}
