import {
  fill,
  type Dictionary,
  type MessageValues,
  type Translate,
  type Translation,
} from "@kosh/core/i18n/messages";
import type { Locale } from "@kosh/core/i18n/locale";
import { useLocale } from "./locale.tsx";

type Loader<T> = () => Promise<{ default: T }>;

/** Where each language's dictionary of a feature comes from: one module (one chunk) per language. */
export type MessageLoaders<English extends Dictionary> = {
  readonly en: Loader<English>;
} & {
  readonly [Other in Exclude<Locale, "en">]: Loader<Translation<English>>;
};

/** A feature's messages in one language: `t("key", { name: value })`, core's type. */
export type { MessageValues, Translate };

/**
 * A feature's messages in every language, each loaded only when a page in that language needs it
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md). A page names the ones its first screen
 * uses (router.tsx `lazyPage`), so they load beside its chunk and it draws without waiting.
 */
export interface Messages<English extends Dictionary> {
  /** Loads the language's dictionary, once; resolves when it is in. */
  load(locale: Locale): Promise<void>;
  /** Whether the language's dictionary is in. */
  has(locale: Locale): boolean;
  /** The language's messages, once loaded (`load`); a mistake to ask before. */
  in(locale: Locale): Translate<English>;
  /**
   * The language's dictionary itself, once loaded, for core code that writes its own sentences
   * from it (the assistant's replies, core/chat).
   */
  dictionary(locale: Locale): Translation<English>;
}

const everyMessages: Messages<Dictionary>[] = [];

export function defineMessages<English extends Dictionary>(
  loaders: MessageLoaders<English>,
): Messages<English> {
  const loading = new Map<Locale, Promise<void>>();
  const loaded = new Map<Locale, Translate<English>>();
  const dictionaries = new Map<Locale, Translation<English>>();
  const messages: Messages<English> = {
    load(locale) {
      let promise = loading.get(locale);
      if (!promise) {
        promise = (loaders[locale] as Loader<Dictionary>)().then(
          ({ default: dictionary }) => {
            dictionaries.set(locale, dictionary as Translation<English>);
            loaded.set(locale, (key, values) =>
              fill(dictionary[key] ?? key, values),
            );
          },
        );
        // A failed download may be tried again (the page's error boundary offers it).
        promise.catch(() => loading.delete(locale));
        loading.set(locale, promise);
      }
      return promise;
    },
    has: (locale) => loaded.has(locale),
    dictionary(locale) {
      const dictionary = dictionaries.get(locale);
      if (!dictionary)
        throw new Error(`messages in ${locale} used before they were loaded`);
      return dictionary;
    },
    in(locale) {
      const translate = loaded.get(locale);
      if (!translate)
        throw new Error(`messages in ${locale} used before they were loaded`);
      return translate;
    },
  };
  everyMessages.push(messages as unknown as Messages<Dictionary>);
  return messages;
}

/**
 * The messages of `messages` in the page's language. A component whose page did not load them
 * ahead (`lazyPage`'s `messages`) waits for them in the nearest Suspense boundary.
 */
export function useMessages<English extends Dictionary>(
  messages: Messages<English>,
): Translate<English> {
  const locale = useLocale();
  // Suspends until the language's dictionary is in, by throwing `load`'s promise (the same each
  // time): the component's render is dropped and tried again once it resolves. With `use()` React
  // instead replays the half-done render, and a component whose hooks follow (a store's
  // useSyncExternalStore) then failed its first render with React's error 467, recovered only by
  // rendering the whole root again.
  if (!messages.has(locale)) throw messages.load(locale);
  return messages.in(locale);
}

/** Loads every dictionary defined so far in `locale` (the web tests' setup, the prerender). */
export function loadEveryMessages(locale: Locale): Promise<void[]> {
  return Promise.all(everyMessages.map((messages) => messages.load(locale)));
}
