import { createCompanyRequest } from "@kosh/core/contracts/reference-lists";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { FormAlert } from "./form-alert.tsx";
import { SubmitButton } from "./form-buttons.tsx";
import { FormField, inputClass } from "./form-field.tsx";
import { useContractForm } from "./use-contract-form.ts";

/** A company form as the admin panel builds one, printing what it would send and how often it was edited. */
function CompanyForm({ schema }: { schema: z.ZodType<unknown> }) {
  const [sent, setSent] = useState<unknown>(null);
  const [edits, setEdits] = useState(0);
  const form = useContractForm({
    initial: { name: "", company_type_id: "" },
    schema,
    labels: { name: "Company name", company_type_id: "Company type" },
    onEdit: () => setEdits((count) => count + 1),
  });
  return (
    <form noValidate onSubmit={form.submit(setSent)}>
      <FormAlert message={form.problem} />
      <FormField
        label="Company name"
        hint="As on the passbook"
        error={form.errors.name}
      >
        {(control) => (
          <input {...control} {...form.text("name")} className={inputClass} />
        )}
      </FormField>
      <FormField label="Company type" error={form.errors.company_type_id}>
        {(control) => (
          <input
            {...control}
            {...form.text("company_type_id")}
            className={inputClass}
          />
        )}
      </FormField>
      <SubmitButton pending={false}>Add company</SubmitButton>
      <output data-testid="sent">{JSON.stringify(sent)}</output>
      <output data-testid="edits">{edits}</output>
    </form>
  );
}

describe("a form driven by a contract", () => {
  it("shows every field's error at once, worded with the field's label, and sends nothing", async () => {
    const user = userEvent.setup();
    render(<CompanyForm schema={createCompanyRequest} />);
    await user.click(screen.getByRole("button", { name: "Add company" }));

    const name = screen.getByLabelText("Company name");
    const type = screen.getByLabelText("Company type");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(
      "As on the passbook Company name is required",
    );
    expect(type).toHaveAttribute("aria-invalid", "true");
    expect(type).toHaveAccessibleDescription("Company type is required");
    expect(screen.getByTestId("sent")).toHaveTextContent("null");
  });

  it("clears a field's error as that field changes and keeps the others", async () => {
    const user = userEvent.setup();
    render(<CompanyForm schema={createCompanyRequest} />);
    await user.click(screen.getByRole("button", { name: "Add company" }));
    await user.type(screen.getByLabelText("Company name"), "S");

    expect(screen.queryByText("Company name is required")).toBeNull();
    expect(screen.getByLabelText("Company name")).not.toHaveAttribute(
      "aria-invalid",
    );
    expect(screen.getByLabelText("Company name")).toHaveAccessibleDescription(
      "As on the passbook",
    );
    expect(screen.getByText("Company type is required")).toBeInTheDocument();
    expect(screen.getByTestId("edits")).toHaveTextContent("1");
  });

  it("sends what the contract parsed once every field passes", async () => {
    const user = userEvent.setup();
    render(<CompanyForm schema={createCompanyRequest} />);
    await user.type(screen.getByLabelText("Company name"), "  Saraswat Bank ");
    await user.type(screen.getByLabelText("Company type"), "ct-1");
    await user.click(screen.getByRole("button", { name: "Add company" }));

    expect(JSON.parse(screen.getByTestId("sent").textContent ?? "")).toEqual(
      createCompanyRequest.parse({
        name: "Saraswat Bank",
        company_type_id: "ct-1",
      }),
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows an issue that belongs to no field at the top of the form", async () => {
    const user = userEvent.setup();
    const whole = createCompanyRequest.refine(
      (company) => company.name !== company.company_type_id,
      "A company cannot be named after its type",
    );
    render(<CompanyForm schema={whole} />);
    await user.type(screen.getByLabelText("Company name"), "x");
    await user.type(screen.getByLabelText("Company type"), "x");
    await user.click(screen.getByRole("button", { name: "Add company" }));

    expect(screen.getByRole("alert")).toHaveTextContent(
      "A company cannot be named after its type",
    );
    expect(screen.getByTestId("sent")).toHaveTextContent("null");
    await user.type(screen.getByLabelText("Company name"), "S");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
