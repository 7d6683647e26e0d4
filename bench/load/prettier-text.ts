import { format, resolveConfig } from "prettier";

/** `text` as `prettier --check` expects the file at `path` to be, so generated files pass lint. */
export async function prettierText(
  path: string,
  text: string,
): Promise<string> {
  const options = (await resolveConfig(path)) ?? {};
  return format(text, { ...options, filepath: path });
}
