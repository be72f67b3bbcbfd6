CREATE TABLE "status_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"component" text NOT NULL,
	"status" text NOT NULL,
	"latency_ms" double precision
);
--> statement-breakpoint
CREATE TABLE "status_incidents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"component" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"opened_by" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "status_checks_component_idx" ON "status_checks" USING btree ("component","checked_at");--> statement-breakpoint
CREATE INDEX "status_checks_instance_idx" ON "status_checks" USING btree ("instance_id","component","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "status_incidents_open_idx" ON "status_incidents" USING btree ("component") WHERE "status_incidents"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "status_incidents_started_idx" ON "status_incidents" USING btree ("started_at");