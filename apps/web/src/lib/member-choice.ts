import { type SessionStore, useSessionStore } from "./session.tsx";
import { createStore, type Store, useStore } from "./store.ts";

/**
 * 'Whose investments' (docs/product.md#household): the member chosen, one choice that My
 * Investments and the tax-year screen both read and set, so the person chosen on one is the one
 * the other shows. Held for this tab's visit, as the household view's other filters are ('Everyone'
 * again on a reload), and dropped when the person signed in changes, as the query cache is. A
 * member the shown household does not have reads as 'Everyone' (`shownMember`).
 */

/** One choice per session store: a new person starts with 'Everyone'. */
const choices = new WeakMap<SessionStore, Store<string | null>>();

function choiceFor(session: SessionStore): Store<string | null> {
  let choice = choices.get(session);
  if (!choice) {
    const created = createStore<string | null>(null);
    session.onPersonChange(() => created.set(null));
    choices.set(session, created);
    choice = created;
  }
  return choice;
}

/** The member chosen (null: 'Everyone') and the way to choose another. */
export function useMemberChoice(): [
  string | null,
  (memberId: string | null) => void,
] {
  const choice = choiceFor(useSessionStore());
  return [useStore(choice), choice.set];
}
