import { useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import { toast } from "../../../components/toaster.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useReferenceList } from "../../../lib/reference-lists.ts";
import { adminMessages } from "../messages/index.ts";
import { DeleteEntryForm } from "./delete-entry-dialog.tsx";
import { CompanyTypeCoverSelect } from "./company-type-cover-select.tsx";
import { EntryTable } from "./entry-table.tsx";
import { InvestTypeSchemeSelect } from "./invest-type-scheme-select.tsx";
import { ListFrame } from "./list-frame.tsx";
import { TypeNameForm } from "./type-name-form.tsx";

type TypeKind = "company-types" | "invest-types";
type Dialog =
  { action: "add" } | { action: "rename" | "delete"; id: string } | null;

/** The Company Types or Investment Types tab. */
export function TypeListPanel({ kind }: { kind: TypeKind }) {
  const t = useMessages(adminMessages);
  const list = useReferenceList(kind);
  const [dialog, setDialog] = useState<Dialog>(null);
  const entry =
    dialog && dialog.action !== "add"
      ? list.data?.find((type) => type.id === dialog.id)
      : undefined;
  const close = () => setDialog(null);

  return (
    <>
      <ListFrame
        title={t(`${kind}.title`)}
        description={t(`${kind}.description`)}
        addLabel={t(`${kind}.add`)}
        onAdd={() => setDialog({ action: "add" })}
        state={list}
        count={list.data?.length}
        empty={t(`${kind}.empty`)}
      >
        <EntryTable
          caption={t(`${kind}.caption`)}
          nameHeading={t("table.typeName")}
          detailHeading={
            kind === "company-types"
              ? t("company-types.cover")
              : t("invest-types.scheme")
          }
          rows={(list.data ?? []).map((type) => ({
            id: type.id,
            name: type.type_name,
            detail:
              "cover" in type ? (
                <CompanyTypeCoverSelect type={type} />
              ) : (
                <InvestTypeSchemeSelect type={type} />
              ),
          }))}
          onRename={(id) => setDialog({ action: "rename", id })}
          onDelete={(id) => setDialog({ action: "delete", id })}
        />
      </ListFrame>
      <Modal
        open={dialog?.action === "add" || entry !== undefined}
        onOpenChange={(open) => !open && close()}
        title={t(`${kind}.${dialog?.action ?? "add"}`)}
      >
        {dialog?.action === "add" && (
          <TypeNameForm
            kind={kind}
            onCancel={close}
            onDone={(name) => {
              close();
              toast({
                title: t(`${kind}.added`),
                message: t("toast.offered", { name }),
              });
            }}
          />
        )}
        {dialog?.action === "rename" && entry && (
          <TypeNameForm
            key={entry.id}
            kind={kind}
            entry={entry}
            onCancel={close}
            onDone={(name) => {
              close();
              toast({
                title: t(`${kind}.renamed`),
                message: t("toast.renamed", { old: entry.type_name, name }),
              });
            }}
          />
        )}
        {dialog?.action === "delete" && entry && (
          <DeleteEntryForm
            kind={kind}
            entry={{ id: entry.id, name: entry.type_name }}
            onCancel={close}
            onDone={() => {
              close();
              toast({
                title: t(`${kind}.deleted`),
                message: t("toast.notOffered", { name: entry.type_name }),
              });
            }}
          />
        )}
      </Modal>
    </>
  );
}
