ALTER TABLE "status_incidents" ADD COLUMN "cause" text DEFAULT 'failed_checks' NOT NULL;--> statement-breakpoint
CREATE INDEX "status_checks_checked_idx" ON "status_checks" USING btree ("checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "status_incidents_gap_idx" ON "status_incidents" USING btree ("started_at") WHERE "status_incidents"."cause" = 'unrecorded';