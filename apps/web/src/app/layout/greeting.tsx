import type { User } from "../../lib/session.tsx";

/** 'Hi, {name or email}' and, for admins, the Admin badge (docs/product.md#layout). */
export function Greeting({ user }: { user: User }) {
  const shown = user.name?.trim() || user.email;
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
      <span className="truncate" title={shown}>
        Hi, <span className="font-medium text-slate-900">{shown}</span>
      </span>
      {user.role === "admin" && (
        <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          Admin
        </span>
      )}
    </span>
  );
}
