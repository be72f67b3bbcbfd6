ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "status_incidents" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key");--> statement-breakpoint
-- Incidents from before this column were told (or lost) when they happened: the sweep must not mail them now.
UPDATE "status_incidents" SET "notified_at" = coalesce("ended_at", "started_at");
