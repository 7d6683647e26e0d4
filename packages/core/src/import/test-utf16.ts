/** `text` as UTF-16 bytes after the byte-order mark, as Excel's "Unicode Text" saves a file: for tests. */
export function utf16Bytes(text: string, order: "le" | "be"): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, order === "le");
  for (let index = 0; index < text.length; index += 1)
    view.setUint16(2 + index * 2, text.charCodeAt(index), order === "le");
  return bytes;
}
