-- Disabling a person now ends their calendar address with their sessions (users.repo.ts
-- setRoleAndAccess); people disabled before that lose theirs here, as if disabled today.
UPDATE "users" SET "calendar_token_hash" = NULL WHERE "disabled_at" IS NOT NULL AND "calendar_token_hash" IS NOT NULL;
