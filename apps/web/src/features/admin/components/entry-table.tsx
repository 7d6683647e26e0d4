import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ListTable } from "../../../components/ui/table.tsx";

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
  actionLabel?: string;
  onRename: (id: string) => void;
  onDelete: (id: string) => void;
}

/** A reference list with rename and delete per row; on a phone it scrolls inside its frame. */
export function EntryTable({
  caption,
  nameHeading,
  detailHeading,
  rows,
  actionLabel = "Rename",
  onRename,
  onDelete,
}: EntryTableProps) {
  return (
    <ListTable
      caption={caption}
      columns={[
        { label: nameHeading },
        ...(detailHeading ? [{ label: detailHeading }] : []),
        { label: "Actions", align: "right" },
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
                aria-label={`${actionLabel} ${row.name}`}
              >
                {actionLabel}
              </Button>
              <Button
                variant="ghostDanger"
                size="sm"
                onClick={() => onDelete(row.id)}
                aria-label={`Delete ${row.name}`}
              >
                Delete
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
