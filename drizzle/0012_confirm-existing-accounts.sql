-- Sign-in now needs a confirmed address (docs/decisions/028-account-safety.md). Accounts made
-- before sign-up mailed a confirmation link have been in use with their address: they count as
-- confirmed, so no founder is refused at their next sign-in.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
