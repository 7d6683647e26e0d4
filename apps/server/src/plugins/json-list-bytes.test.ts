import { describe, expect, it } from "vitest";
import { jsonListBytes } from "./json-list-bytes.ts";

const asJsonStringifyWrites = (items: readonly unknown[]) =>
  Buffer.from(JSON.stringify(items), "utf8");

describe("a list's JSON bytes", () => {
  it("are the bytes of JSON.stringify's text in UTF-8, for every kind of item", () => {
    const items = [
      { name: "Asha", amount: 1_00_000, rate: 7.25, closed: null },
      { notes: "₹ in lakh — joint with Priya", holders: ["a", "b"] },
      { name: "आशा शर्मा", type: "सावधि जमा" },
      { emoji: "💰", escaped: 'quote " backslash \\ newline \n tab \t' },
      { lone: "\ud800", control: "\u0001" },
      undefined,
      () => "no JSON",
      "text",
      42,
      null,
      [],
      { toJSON: () => ({ as: "its JSON" }) },
    ];
    expect(jsonListBytes(items)).toEqual(asJsonStringifyWrites(items));
    expect(jsonListBytes([])).toEqual(Buffer.from("[]"));
  });

  it("are whole for a list larger than the buffer kept between calls, and each call's own", () => {
    const long = Array.from({ length: 5_000 }, (_, index) => ({
      id: `investment-${index}`,
      notes: index % 7 === 0 ? "ब्याज हर तिमाही" : "interest each quarter",
    }));
    const short = [{ id: "one" }];
    const first = jsonListBytes(long);
    expect(first.length).toBeGreaterThan(64 * 1024);
    const second = jsonListBytes(short);
    expect(first).toEqual(asJsonStringifyWrites(long));
    expect(second).toEqual(asJsonStringifyWrites(short));
    expect(jsonListBytes(long)).toEqual(first);
  });
});
