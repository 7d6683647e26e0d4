import type { ReactNode } from "react";

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
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-3 pr-3 pl-4">
              {nameHeading}
            </th>
            {detailHeading && (
              <th scope="col" className="px-3 py-3">
                {detailHeading}
              </th>
            )}
            <th scope="col" className="py-3 pr-4 pl-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
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
                <button
                  type="button"
                  onClick={() => onRename(row.id)}
                  aria-label={`${actionLabel} ${row.name}`}
                  className="rounded-lg px-2.5 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  {actionLabel}
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(row.id)}
                  aria-label={`Delete ${row.name}`}
                  className="rounded-lg px-2.5 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
