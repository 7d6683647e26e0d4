import { labelledFields } from "@kosh/core/calculators/calculator-words";
import words from "@kosh/core/calculators/messages/en";
import { sipFields as sipShapes } from "@kosh/core/calculators/details/sip";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SliderField } from "./slider-field.tsx";
import { useSliderForm } from "./use-slider-form.ts";

const sipFields = labelledFields("sip", sipShapes, (key) => words[key]);
const [monthlyInvestment, expectedReturn, period] = sipFields;

/** The three SIP sliders, with the values they hold printed the way a page would use them. */
function SipSliders() {
  const form = useSliderForm(sipFields, {
    monthlyInvestment: 5000,
    expectedReturn: 12,
    timePeriod: 1,
  });
  return (
    <>
      {sipFields.map((field) => (
        <SliderField key={field.key} {...form.bind(field)} />
      ))}
      <p data-testid="values">{JSON.stringify(form.values)}</p>
      <p data-testid="errors">{form.errors.length}</p>
    </>
  );
}

const values = () => JSON.parse(screen.getByTestId("values").textContent ?? "");

describe("a slider with a typed value beside it", () => {
  it("shows the value, its range and Year for exactly one year", () => {
    render(<SipSliders />);
    const slider = screen.getByRole("slider", { name: "Monthly Investment" });
    expect(slider).toHaveAttribute("min", String(monthlyInvestment.min));
    expect(slider).toHaveAttribute("max", String(monthlyInvestment.max));
    expect(slider).toHaveAttribute("step", String(monthlyInvestment.step));
    expect(slider).toHaveAttribute("aria-valuetext", "₹5,000");
    expect(
      screen.getByRole("textbox", { name: "Monthly Investment in rupees" }),
    ).toHaveValue("5,000");
    expect(screen.getByRole("slider", { name: "Period" })).toHaveAttribute(
      "aria-valuetext",
      "1 year",
    );
    expect(screen.getByText("1 Year")).toBeInTheDocument();
  });

  it("moves the slider when a valid value is typed", async () => {
    render(<SipSliders />);
    const box = screen.getByRole("textbox", {
      name: "Expected Annual Return in percent",
    });
    await userEvent.clear(box);
    await userEvent.type(box, "14.5");
    expect(
      screen.getByRole("slider", { name: expectedReturn.label }),
    ).toHaveValue("14.5");
    expect(values().expectedReturn).toBe(14.5);
  });

  it("refuses an out-of-range value with a message naming the field, and keeps the last valid value", async () => {
    render(<SipSliders />);
    const box = screen.getByRole("textbox", {
      name: "Monthly Investment in rupees",
    });
    await userEvent.clear(box);
    await userEvent.type(box, "200");
    await userEvent.tab();
    expect(
      screen.getByText("Monthly Investment must be between ₹500 and ₹1,00,000"),
    ).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveValue("200");
    expect(values().monthlyInvestment).toBe(5000);
    expect(screen.getByTestId("errors")).toHaveTextContent("1");
  });

  it("refuses text that is not a number", async () => {
    render(<SipSliders />);
    const box = screen.getByRole("textbox", { name: "Period in years" });
    await userEvent.clear(box);
    await userEvent.type(box, "ten");
    await userEvent.tab();
    expect(screen.getByText("Period must be a number")).toBeInTheDocument();
    expect(values().timePeriod).toBe(1);
  });

  it("tidies a valid typed value on leaving the box and shows Years past one", async () => {
    render(<SipSliders />);
    const box = screen.getByRole("textbox", {
      name: "Monthly Investment in rupees",
    });
    await userEvent.clear(box);
    await userEvent.type(box, "250000");
    await userEvent.tab();
    expect(screen.getByText(/between ₹500 and ₹1,00,000/)).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, "75000");
    await userEvent.tab();
    expect(box).toHaveValue("75,000");
    expect(screen.queryByText(/between ₹500/)).not.toBeInTheDocument();
    fireEvent.input(screen.getByRole("slider", { name: period.label }), {
      target: { value: "7" },
    });
    expect(screen.getByText("7 Years")).toBeInTheDocument();
  });

  it("holds back the message while the person is still typing", async () => {
    render(<SipSliders />);
    const box = screen.getByRole("textbox", {
      name: "Monthly Investment in rupees",
    });
    await userEvent.clear(box);
    await userEvent.type(box, "20");
    expect(box).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(/between ₹500/)).not.toBeInTheDocument();
    expect(values().monthlyInvestment).toBe(5000);
    await userEvent.tab();
    expect(box).toHaveAttribute("aria-invalid", "true");
    // Typing again clears the message until the box is left once more.
    await userEvent.type(box, "00", {
      initialSelectionStart: 2,
      initialSelectionEnd: 2,
    });
    expect(box).not.toHaveAttribute("aria-invalid");
    expect(values().monthlyInvestment).toBe(2000);
  });

  it("replaces an invalid typed value when the slider moves", async () => {
    render(<SipSliders />);
    const box = screen.getByRole("textbox", {
      name: "Monthly Investment in rupees",
    });
    await userEvent.clear(box);
    await userEvent.type(box, "9");
    fireEvent.input(
      screen.getByRole("slider", { name: "Monthly Investment" }),
      { target: { value: "20000" } },
    );
    expect(box).toHaveValue("20,000");
    expect(screen.getByTestId("errors")).toHaveTextContent("0");
    expect(screen.getByText("₹20,000")).toBeInTheDocument();
  });

  it("names the unit of the number in the box, even one out of range", async () => {
    render(<SipSliders />);
    const box = screen.getByRole("textbox", { name: "Period in years" });
    // '4' typed before the '1' already there: 41 is past the 40-year maximum.
    await userEvent.type(box, "4", {
      initialSelectionStart: 0,
      initialSelectionEnd: 0,
    });
    expect(box).toHaveValue("41");
    expect(box.parentElement).toHaveTextContent(/^Years$/);
    // The figures keep the last usable value, one year.
    expect(values().timePeriod).toBe(1);
    await userEvent.clear(box);
    await userEvent.type(box, "1");
    expect(box.parentElement).toHaveTextContent(/^Year$/);
  });

  it("says when a typed value falls between the slider's steps", async () => {
    render(<SipSliders />);
    const box = screen.getByRole("textbox", {
      name: "Expected Annual Return in percent",
    });
    await userEvent.clear(box);
    await userEvent.type(box, "12.3");
    expect(values().expectedReturn).toBe(12.3);
    expect(
      screen.getByText(
        "12.3% falls between the slider's steps of 0.5%: the figures use 12.3%",
      ),
    ).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, "12.5");
    expect(screen.queryByText(/between the slider's steps/)).toBeNull();
  });
});
