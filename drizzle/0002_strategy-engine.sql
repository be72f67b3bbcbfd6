CREATE TABLE "generation_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"tool_type" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "generation_cache_created_at_idx" ON "generation_cache" USING btree ("created_at");