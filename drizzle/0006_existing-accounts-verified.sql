-- Accounts made before addresses had to be confirmed (docs/decisions/072-account-e-mails.md)
-- keep working: they count as confirmed. New accounts confirm their address by e-mail.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
