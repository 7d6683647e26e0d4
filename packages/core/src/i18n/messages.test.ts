import { describe, expect, it } from "vitest";
import {
  fill,
  placeholderMismatches,
  placeholdersOf,
  translate,
} from "./messages.ts";

describe("a message's placeholders", () => {
  it("are filled by name, wherever each language puts them", () => {
    expect(
      fill("{count} deposits mature by {date}", { count: 3, date: "1 May" }),
    ).toBe("3 deposits mature by 1 May");
    expect(
      fill("{date} तक {count} जमा परिपक्व होंगे", { count: 3, date: "1 मई" }),
    ).toBe("1 मई तक 3 जमा परिपक्व होंगे");
  });

  it("refuse a placeholder with no value rather than show its name", () => {
    expect(() => fill("Hello {name}")).toThrow(
      'No value for {name} in "Hello {name}"',
    );
  });

  it("are filled the same way through a dictionary's translate", () => {
    const t = translate({ due: "{date} तक देय" });
    expect(t("due", { date: "1 मई" })).toBe("1 मई तक देय");
    expect(() => t("due")).toThrow('No value for {date} in "{date} तक देय"');
  });

  it("are read once each, sorted", () => {
    expect(placeholdersOf("{b} and {a}, {b} again")).toEqual(["a", "b"]);
    expect(placeholdersOf("no placeholder")).toEqual([]);
  });
});

describe("the placeholder check of a feature's dictionaries", () => {
  it("passes when each translation has English's placeholders, in any order", () => {
    expect(
      placeholderMismatches({
        en: { due: "{count} due by {date}" },
        hi: { due: "{date} तक {count} देय" },
      }),
    ).toEqual([]);
  });

  it("names each message whose placeholders differ, and each one missing", () => {
    expect(
      placeholderMismatches({
        en: { due: "{count} due by {date}", title: "Deposits", gone: "Closed" },
        hi: {
          due: "{count} देय",
          title: "{name} जमा",
          gone: undefined as unknown as string,
        },
      }),
    ).toEqual([
      "hi.due has placeholders [count] where English has [count, date]",
      "hi.title has placeholders [name] where English has []",
      "hi.gone is missing",
    ]);
  });
});
