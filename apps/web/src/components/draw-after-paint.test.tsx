import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DrawAfterPaint } from "./draw-after-paint.tsx";

const drawn = (label: string) => (
  <DrawAfterPaint placeholder={<p>Holding its place</p>}>
    <p>{label}</p>
  </DrawAfterPaint>
);

describe("DrawAfterPaint", () => {
  it("shows the placeholder first and the content on a later task", async () => {
    render(drawn("The list"));
    expect(screen.getByText("Holding its place")).toBeInTheDocument();
    expect(screen.queryByText("The list")).toBeNull();

    expect(await screen.findByText("The list")).toBeInTheDocument();
    expect(screen.queryByText("Holding its place")).toBeNull();
  });

  it("draws changes at once after the first drawing", async () => {
    const { rerender } = render(drawn("First"));
    await screen.findByText("First");
    rerender(drawn("Second"));
    expect(screen.getByText("Second")).toBeInTheDocument();
  });
});
