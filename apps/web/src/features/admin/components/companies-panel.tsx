import { useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import { toast } from "../../../components/toaster.tsx";
import { useReferenceList } from "../../../lib/reference-lists.ts";
import { CompanyForm } from "./company-form.tsx";
import { DeleteEntryForm } from "./delete-entry-dialog.tsx";
import { EntryTable } from "./entry-table.tsx";
import { LIST_LABELS } from "./list-labels.ts";
import { ListFrame } from "./list-frame.tsx";

type Dialog =
  { action: "add" } | { action: "edit" | "delete"; id: string } | null;

const TITLES = {
  add: "Add Company",
  edit: "Edit Company",
  delete: "Delete Company",
} as const;

/** The Companies tab: each company with its type. */
export function CompaniesPanel() {
  const companies = useReferenceList("companies");
  const [dialog, setDialog] = useState<Dialog>(null);
  const labels = LIST_LABELS.companies;
  const entry =
    dialog && dialog.action !== "add"
      ? companies.data?.find((company) => company.id === dialog.id)
      : undefined;
  const close = () => setDialog(null);

  return (
    <>
      <ListFrame
        title={labels.title}
        description="The banks and issuers offered in the Add Investment form."
        addLabel="Add Company"
        onAdd={() => setDialog({ action: "add" })}
        state={companies}
        count={companies.data?.length}
        empty={labels.empty}
      >
        <EntryTable
          caption="Companies, by name, with their type"
          nameHeading="Company"
          detailHeading="Type"
          rows={(companies.data ?? []).map((company) => ({
            id: company.id,
            name: company.name,
            detail: company.investment_company_types.type_name,
          }))}
          actionLabel="Edit"
          onRename={(id) => setDialog({ action: "edit", id })}
          onDelete={(id) => setDialog({ action: "delete", id })}
        />
      </ListFrame>
      <Modal
        open={dialog?.action === "add" || entry !== undefined}
        onOpenChange={(open) => !open && close()}
        title={dialog ? TITLES[dialog.action] : ""}
      >
        {dialog?.action === "add" && (
          <CompanyForm
            onCancel={close}
            onDone={(name) => {
              close();
              toast({
                title: "Company added",
                message: `${name} is now offered.`,
              });
            }}
          />
        )}
        {dialog?.action === "edit" && entry && (
          <CompanyForm
            key={entry.id}
            entry={entry}
            onCancel={close}
            onDone={(name) => {
              close();
              toast({ title: "Company saved", message: `${name} is saved.` });
            }}
          />
        )}
        {dialog?.action === "delete" && entry && (
          <DeleteEntryForm
            kind="companies"
            entry={{ id: entry.id, name: entry.name }}
            onCancel={close}
            onDone={() => {
              close();
              toast({
                title: "Company deleted",
                message: `${entry.name} is no longer offered.`,
              });
            }}
          />
        )}
      </Modal>
    </>
  );
}
