import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ListTable } from "../../../components/ui/table.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";

export interface EntryRow {
  id: string;
  name: string;
  /** A second column, e.g. a company's type or whether a type's deposits are insured. */
  detail?: ReactNode;
}

interface EntryTableProps {
  caption: string;
  nameHeading: string;
  detailHeading?: string;
  rows: EntryRow[];
  /** The word on the change button: Rename, or Edit where more than the name can change. */
  action?: "rename" | "edit";
  onRename: (id: string) => void;
  onDelete: (id: string) => void;
}

/** A reference list with rename and delete per row; on a phone it scrolls inside its frame. */
export function EntryTable({
  caption,
  nameHeading,
  detailHeading,
  rows,
  action = "rename",
  onRename,
  onDelete,
}: EntryTableProps) {
  const t = useMessages(adminMessages);
  const actionLabel = t(`table.${action}`);
  return (
    <ListTable
      caption={caption}
      columns={[
        { label: nameHeading },
        ...(detailHeading ? [{ label: detailHeading }] : []),
        { label: t("table.actions"), align: "right" },
      ]}
    >
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.id} className="hover:bg-slate-50">
            <th
              scope="row"
              className="py-2.5 pr-3 pl-4 font-medium break-words text-slate-900"
            >
              {row.name}
            </th>
            {detailHeading && (
              <td className="px-3 py-2.5 text-slate-600">{row.detail}</td>
            )}
            <td className="py-1.5 pr-2 pl-3 text-right whitespace-nowrap sm:pr-4">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRename(row.id)}
                aria-label={t("table.actionOn", {
                  action: actionLabel,
                  name: row.name,
                })}
              >
                {actionLabel}
              </Button>
              <Button
                variant="ghostDanger"
                size="sm"
                onClick={() => onDelete(row.id)}
                aria-label={t("table.actionOn", {
                  action: t("table.delete"),
                  name: row.name,
                })}
              >
                {t("table.delete")}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
