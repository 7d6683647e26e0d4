import {
  ADDED_MEMBER_RELATIONS,
  createMemberRequest,
  type CreateMemberInput,
  type Member,
  updateMemberRequest,
} from "@kosh/core/contracts/household";
import { todayIso } from "@kosh/core/format/date";
import { useId } from "react";
import { z } from "zod";
import { DateField } from "../../../components/form/date-field.tsx";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../components/form/form-buttons.tsx";
import { FormField, inputClass } from "../../../components/form/form-field.tsx";
import { useContractForm } from "../../../components/form/use-contract-form.ts";
import { toast } from "../../../components/toaster.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useErrorText } from "../../../lib/i18n/error-messages.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useAddMember } from "../api/add-member.ts";
import { useUpdateMember } from "../api/update-member.ts";
import { householdMessages } from "../messages/index.ts";

/** What the member form holds as typed; an empty date of birth is "not known". */
interface MemberFormValues {
  name: string;
  relation: string;
  date_of_birth: string;
}

/**
 * Adds a member, or changes one (`member`): name, relation and date of birth
 * (docs/product.md#household). The household's own person keeps the relation `self`, so their
 * form has no relation. The server's refusal shows by the field it names, else above the form.
 */
export function MemberForm({
  member,
  onDone,
}: {
  member?: Member;
  onDone: () => void;
}) {
  const t = useMessages(householdMessages);
  const say = useErrorText();
  const add = useAddMember();
  const update = useUpdateMember();
  const sending = member ? update : add;
  const self = member?.relation === "self";
  const headingId = useId();
  // Adding checks with the contract of an added member, changing with that of a change.
  const request = (
    member ? updateMemberRequest : createMemberRequest
  ) as z.ZodType<z.output<typeof updateMemberRequest>>;
  const form = useContractForm<MemberFormValues, z.output<typeof request>>({
    initial: {
      name: member?.name ?? "",
      relation: member?.relation ?? "spouse",
      date_of_birth: member?.date_of_birth ?? "",
    },
    // An empty date of birth is "not known" (null); the own person's relation is not sent.
    schema: z.preprocess((values) => {
      const { name, relation, date_of_birth } = values as MemberFormValues;
      return {
        name,
        ...(self ? {} : { relation }),
        date_of_birth: date_of_birth || null,
      };
    }, request),
    labels: {
      name: t("form.name"),
      relation: t("form.relation"),
      date_of_birth: t("form.dateOfBirth"),
    },
    onEdit: () => sending.reset(),
  });
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 400)
      form.refuse(error.message);
  };
  const submit = form.submit((body) => {
    const done = (saved: Member) => {
      toast({
        title: t(member ? "members.savedTitle" : "members.addedTitle"),
        message: t(member ? "members.saved" : "members.added", {
          name: saved.name,
        }),
      });
      onDone();
    };
    if (member)
      update.mutate({ id: member.id, body }, { onSuccess: done, onError });
    else
      add.mutate(body as CreateMemberInput, {
        onSuccess: done,
        onError,
      });
  });
  const refused =
    sending.error instanceof ApiError && sending.error.status === 400
      ? null
      : sending.error && say(sending.error.message);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg bg-slate-50 p-3 sm:p-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {member
          ? t("form.editHeading", { name: member.name })
          : t("form.addHeading")}
      </h3>
      <FormAlert message={form.problem ?? refused} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t("form.name")} error={form.errors.name}>
          {(control) => (
            <input
              {...control}
              {...form.text("name")}
              required
              autoComplete="off"
              className={inputClass}
            />
          )}
        </FormField>
        {self ? (
          <p className="self-end text-sm text-slate-600">
            {t("form.selfRelation")}
          </p>
        ) : (
          <FormField label={t("form.relation")} error={form.errors.relation}>
            {(control) => (
              <select
                {...control}
                {...form.text("relation")}
                className={inputClass}
              >
                {ADDED_MEMBER_RELATIONS.map((relation) => (
                  <option key={relation} value={relation}>
                    {t(`relation.${relation}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <DateField
          label={t("form.dateOfBirth")}
          hint={t("form.dateOfBirthHint")}
          error={form.errors.date_of_birth}
          value={form.values.date_of_birth}
          onChange={(date) => form.set("date_of_birth", date)}
          min="1900-01-01"
          max={todayIso()}
          className="sm:col-span-2"
        />
      </div>
      <FormButtons
        submitLabel={t(member ? "form.save" : "form.add")}
        pendingLabel={t(member ? "form.saving" : "form.adding")}
        pending={sending.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
