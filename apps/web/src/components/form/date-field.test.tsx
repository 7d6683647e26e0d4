import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAt } from "../../testing/render-at.tsx";
import { DateField } from "./date-field.tsx";

afterEach(() => {
  document.documentElement.lang = "en-IN";
});

/** A date field as a form holds one, starting empty. */
function Birthday({ hint }: { hint?: string }) {
  const [date, setDate] = useState("");
  return (
    <DateField
      label="Date of birth"
      hint={hint}
      value={date}
      onChange={setDate}
    />
  );
}

describe("a date field", () => {
  it("says the chosen date in words beside it, describing the input, as it changes", () => {
    renderAt("/", <Birthday hint="As on your PAN card" />, {
      queryClient: false,
    });
    const input = screen.getByLabelText("Date of birth");
    expect(input).toHaveAttribute("type", "date");
    // Nothing chosen: only the hint describes it.
    expect(input).toHaveAccessibleDescription("As on your PAN card");

    fireEvent.input(input, { target: { value: "2008-12-31" } });
    expect(screen.getByText("31 December 2008")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      "31 December 2008 As on your PAN card",
    );

    fireEvent.input(input, { target: { value: "1990-03-05" } });
    expect(input).toHaveAccessibleDescription(
      "05 March 1990 As on your PAN card",
    );
  });

  it("says it in Hindi on a Hindi page", () => {
    renderAt("/hi/", <Birthday />, { queryClient: false });
    const input = screen.getByLabelText("Date of birth");
    fireEvent.input(input, { target: { value: "2008-12-31" } });
    expect(input).toHaveAccessibleDescription("31 दिसंबर 2008");
  });

  it("says a month in words for a month field", () => {
    function FirstEmi() {
      const [month, setMonth] = useState("2026-04");
      return (
        <DateField
          type="month"
          label="First EMI"
          value={month}
          onChange={setMonth}
        />
      );
    }
    renderAt("/hi/", <FirstEmi />, { queryClient: false });
    const input = screen.getByLabelText("First EMI");
    expect(input).toHaveAttribute("type", "month");
    expect(input).toHaveAccessibleDescription("अप्रैल 2026");
    fireEvent.input(input, { target: { value: "2027-12" } });
    expect(input).toHaveAccessibleDescription("दिसंबर 2027");
  });
});
