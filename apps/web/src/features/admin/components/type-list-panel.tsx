import { useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import { toast } from "../../../components/toaster.tsx";
import { useReferenceList } from "../../../lib/reference-lists.ts";
import { DeleteEntryForm } from "./delete-entry-dialog.tsx";
import { DepositInsuranceSwitch } from "./deposit-insurance-switch.tsx";
import { EntryTable } from "./entry-table.tsx";
import { LIST_LABELS } from "./list-labels.ts";
import { ListFrame } from "./list-frame.tsx";
import { TypeNameForm } from "./type-name-form.tsx";

type TypeKind = "company-types" | "invest-types";
type Dialog =
  { action: "add" } | { action: "rename" | "delete"; id: string } | null;

const DESCRIPTIONS: Record<TypeKind, string> = {
  "company-types":
    "How companies are grouped in the Add Investment form, and whether DICGC insures their deposits.",
  "invest-types": "What a person can hold: deposits, bonds, savings schemes.",
};

/** The Company Types or Investment Types tab. */
export function TypeListPanel({ kind }: { kind: TypeKind }) {
  const list = useReferenceList(kind);
  const [dialog, setDialog] = useState<Dialog>(null);
  const labels = LIST_LABELS[kind];
  const entry =
    dialog && dialog.action !== "add"
      ? list.data?.find((type) => type.id === dialog.id)
      : undefined;
  const close = () => setDialog(null);

  return (
    <>
      <ListFrame
        title={labels.title}
        description={DESCRIPTIONS[kind]}
        addLabel={`Add ${labels.singular}`}
        onAdd={() => setDialog({ action: "add" })}
        state={list}
        count={list.data?.length}
        empty={labels.empty}
      >
        <EntryTable
          caption={`${labels.title}, by name`}
          nameHeading="Type name"
          detailHeading={
            kind === "company-types" ? "Deposits insured" : undefined
          }
          rows={(list.data ?? []).map((type) => ({
            id: type.id,
            name: type.type_name,
            detail:
              "deposits_insured" in type ? (
                <DepositInsuranceSwitch type={type} />
              ) : undefined,
          }))}
          onRename={(id) => setDialog({ action: "rename", id })}
          onDelete={(id) => setDialog({ action: "delete", id })}
        />
      </ListFrame>
      <Modal
        open={dialog?.action === "add" || entry !== undefined}
        onOpenChange={(open) => !open && close()}
        title={
          dialog?.action === "add"
            ? `Add ${labels.singular}`
            : dialog?.action === "rename"
              ? `Rename ${labels.singular}`
              : `Delete ${labels.singular}`
        }
      >
        {dialog?.action === "add" && (
          <TypeNameForm
            kind={kind}
            onCancel={close}
            onDone={(name) => {
              close();
              toast({
                title: `${labels.singular} added`,
                message: `${name} is now offered.`,
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
                title: `${labels.singular} renamed`,
                message: `${entry.type_name} is now ${name}.`,
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
                title: `${labels.singular} deleted`,
                message: `${entry.type_name} is no longer offered.`,
              });
            }}
          />
        )}
      </Modal>
    </>
  );
}
