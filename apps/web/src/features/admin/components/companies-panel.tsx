import { useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import { toast } from "../../../components/toaster.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useReferenceList } from "../../../lib/reference-lists.ts";
import { adminMessages } from "../messages/index.ts";
import { CompanyForm } from "./company-form.tsx";
import { DeleteEntryForm } from "./delete-entry-dialog.tsx";
import { EntryTable } from "./entry-table.tsx";
import { ListFrame } from "./list-frame.tsx";

type Dialog =
  { action: "add" } | { action: "edit" | "delete"; id: string } | null;

const TITLES = {
  add: "companies.add",
  edit: "companies.edit",
  delete: "companies.delete",
} as const;

/** The Companies tab: each company with its type. */
export function CompaniesPanel() {
  const t = useMessages(adminMessages);
  const companies = useReferenceList("companies");
  const [dialog, setDialog] = useState<Dialog>(null);
  const entry =
    dialog && dialog.action !== "add"
      ? companies.data?.find((company) => company.id === dialog.id)
      : undefined;
  const close = () => setDialog(null);

  return (
    <>
      <ListFrame
        title={t("companies.title")}
        description={t("companies.description")}
        addLabel={t("companies.add")}
        onAdd={() => setDialog({ action: "add" })}
        state={companies}
        count={companies.data?.length}
        empty={t("companies.empty")}
      >
        <EntryTable
          caption={t("companies.caption")}
          nameHeading={t("companies.name")}
          detailHeading={t("companies.type")}
          rows={(companies.data ?? []).map((company) => ({
            id: company.id,
            name: company.name,
            detail: company.investment_company_types.type_name,
          }))}
          action="edit"
          onRename={(id) => setDialog({ action: "edit", id })}
          onDelete={(id) => setDialog({ action: "delete", id })}
        />
      </ListFrame>
      <Modal
        open={dialog?.action === "add" || entry !== undefined}
        onOpenChange={(open) => !open && close()}
        title={dialog ? t(TITLES[dialog.action]) : ""}
      >
        {dialog?.action === "add" && (
          <CompanyForm
            onCancel={close}
            onDone={(name) => {
              close();
              toast({
                title: t("companies.added"),
                message: t("toast.offered", { name }),
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
              toast({
                title: t("companies.saved"),
                message: t("toast.saved", { name }),
              });
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
                title: t("companies.deleted"),
                message: t("toast.notOffered", { name: entry.name }),
              });
            }}
          />
        )}
      </Modal>
    </>
  );
}
