import type en from "./messages/en.ts";

/** The import's messages (messages/en.ts) of one kind, by the prefix of their keys. */
type KeyOf<Prefix extends string> = Extract<
  keyof typeof en,
  `${Prefix}.${string}`
>;

/** Why a whole file is refused: one of `file.*`, with its values. */
export interface FileProblem {
  key: KeyOf<"file">;
  values?: Readonly<Record<string, string | number>>;
}

/** Why one row's value is refused: one of `reason.*`, with its values. */
export interface ImportReason {
  key: KeyOf<"reason">;
  values?: Readonly<Record<string, string | number>>;
}

/** An answer, or the file problem that stopped it. */
export type FileAnswer<T> =
  { ok: true; value: T } | { ok: false; problem: FileProblem };
