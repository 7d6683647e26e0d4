import { expect, it, vi } from "vitest";
import mainSource from "../main.tsx?raw";

it("builds and parses schemas without evaluating a string, as the strict CSP demands", async () => {
  const evaluate = vi.spyOn(globalThis, "Function");
  await import("./zod-jitless.ts");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
  const schema = z.object({ name: z.string(), amount: z.number() });
  expect(schema.parse({ name: "FD", amount: 1 })).toEqual({
    name: "FD",
    amount: 1,
  });
  expect(evaluate).not.toHaveBeenCalled();
  evaluate.mockRestore();
});

it("is the entry's first import, before any module defines a schema", () => {
  const firstImport = /^import\s+(?:[^"';]*from\s+)?["']([^"']+)["']/m.exec(
    mainSource,
  );
  expect(firstImport?.[1]).toBe("./app/zod-jitless.ts");
});
