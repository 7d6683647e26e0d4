import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DrawAfterPaint, DrawnInSlices } from "./draw-after-paint.tsx";

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

const numbers = (count: number) =>
  Array.from({ length: count }, (_, index) => index + 1);

const sliced = (items: number[]) => (
  <ul aria-label="Numbers">
    <DrawnInSlices items={items} size={5}>
      {(item) => <li key={item}>Number {item}</li>}
    </DrawnInSlices>
  </ul>
);

describe("DrawnInSlices", () => {
  const items = () =>
    within(screen.getByRole("list", { name: "Numbers" })).queryAllByRole(
      "listitem",
    );

  it("draws the first slice at once and each further one on a later task, in one list", async () => {
    render(sliced(numbers(12)));
    expect(items().map((item) => item.textContent)).toEqual(
      numbers(5).map((number) => `Number ${number}`),
    );
    await waitFor(() => expect(items()).toHaveLength(10));
    await waitFor(() => expect(items()).toHaveLength(12));
    expect(items().map((item) => item.textContent)).toEqual(
      numbers(12).map((number) => `Number ${number}`),
    );
  });

  it("keeps what it has drawn when the items change", async () => {
    const { rerender } = render(sliced(numbers(12)));
    await waitFor(() => expect(items()).toHaveLength(12));
    rerender(sliced(numbers(11).map((number) => number + 100)));
    expect(items()).toHaveLength(11);
    expect(items()[10]).toHaveTextContent("Number 111");
  });
});
