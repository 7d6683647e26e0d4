-- The mail worker claims the mails someone is waiting for (a sign-in code, an invitation) before the reminders, each in the order queued, through this index (decision 0061).
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree (("kind" = 'reminder'),"run_at") WHERE "mail_outbox"."failed_at" is null;