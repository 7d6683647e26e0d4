import type { Member } from "@kosh/core/contracts/household";
import { formatLongDate } from "@kosh/core/format/date";
import { useState } from "react";
import { ConfirmButton } from "../../../components/confirm-dialog.tsx";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { toast } from "../../../components/toaster.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useErrorText } from "../../../lib/i18n/error-messages.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useMembers } from "../../../lib/household-members.ts";
import { useRemoveMember } from "../api/remove-member.ts";
import { householdMessages } from "../messages/index.ts";
import { MemberForm } from "./member-form.tsx";
import { SectionState } from "./section-state.tsx";

/**
 * The household's members (docs/product.md#household): its own person first (marked "you" in the
 * person's own household, `own`), then the others by name; added, changed and removed here unless
 * the household is shared with the person to view only (`changeable`). A member an investment
 * names is not removed: the server's 409 says how many and what to do, in the page's language.
 */
export function MembersSection({
  changeable,
  own,
}: {
  changeable: boolean;
  own: boolean;
}) {
  const t = useMessages(householdMessages);
  const say = useErrorText();
  const members = useMembers();
  const remove = useRemoveMember();
  const [editing, setEditing] = useState<string | "new" | null>(null);
  return (
    <section
      aria-labelledby="members-heading"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
        {t("members.heading")}
      </h2>
      <SectionState
        query={members}
        loading={t("members.loading")}
        failed={t("members.loadFailed")}
      >
        {(list) => (
          <>
            <ul
              aria-label={t("members.list")}
              className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
            >
              {list.map((member) =>
                editing === member.id ? (
                  <li key={member.id} className="p-2">
                    <MemberForm
                      member={member}
                      onDone={() => setEditing(null)}
                    />
                  </li>
                ) : (
                  <MemberRow
                    key={member.id}
                    member={member}
                    you={own && member.relation === "self"}
                    changeable={changeable}
                    onEdit={() => {
                      remove.reset();
                      setEditing(member.id);
                    }}
                    onRemove={() =>
                      remove.mutate(member, {
                        onSuccess: () =>
                          toast({
                            title: t("members.removedTitle"),
                            message: t("members.removed", {
                              name: member.name,
                            }),
                          }),
                      })
                    }
                  />
                ),
              )}
            </ul>
            {list.length === 1 && own && (
              <p className="text-sm text-slate-600">{t("members.onlyYou")}</p>
            )}
            <FormAlert message={remove.error && say(remove.error.message)} />
            {changeable &&
              (editing === "new" ? (
                <MemberForm onDone={() => setEditing(null)} />
              ) : (
                <Button
                  variant="primary"
                  onClick={() => {
                    remove.reset();
                    setEditing("new");
                  }}
                >
                  {t("members.add")}
                </Button>
              ))}
          </>
        )}
      </SectionState>
    </section>
  );
}

function MemberRow({
  member,
  you,
  changeable,
  onEdit,
  onRemove,
}: {
  member: Member;
  /** The person themself: their own household's own member. */
  you: boolean;
  changeable: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const t = useMessages(householdMessages);
  const locale = useLocale();
  const self = member.relation === "self";
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3">
      <div className="mr-auto min-w-0">
        <p className="font-medium break-words text-slate-900">
          {member.name} {you && <Badge tone="brand">{t("members.you")}</Badge>}
        </p>
        <p className="text-sm text-slate-600">
          {t(`relation.${member.relation}`)}
          {member.date_of_birth &&
            ` · ${t("members.born", {
              date: formatLongDate(member.date_of_birth, locale),
            })}`}
        </p>
      </div>
      {changeable && (
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t("members.editNamed", { name: member.name })}
            onClick={onEdit}
          >
            {t("members.edit")}
          </Button>
          {!self && (
            <ConfirmButton
              label={t("members.remove")}
              name={t("members.removeNamed", { name: member.name })}
              title={t("members.removeTitle", { name: member.name })}
              message={t("members.removeAsk", { name: member.name })}
              onConfirm={onRemove}
            />
          )}
        </div>
      )}
    </li>
  );
}
