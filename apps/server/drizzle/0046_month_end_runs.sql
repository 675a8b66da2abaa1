CREATE TABLE "month_end_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by" uuid,
	"requested_role" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"summary" jsonb NOT NULL,
	"error" text,
	CONSTRAINT "month_end_runs_status_check" CHECK ("month_end_runs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "month_end_runs" ADD CONSTRAINT "month_end_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "month_end_runs_one_at_a_time" ON "month_end_runs" USING btree ("month") WHERE "month_end_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "month_end_runs_month_idx" ON "month_end_runs" USING btree ("month","requested_at");--> statement-breakpoint
CREATE INDEX "duties_completed_idx" ON "duties" USING btree ("completed_at","vendor_id") WHERE "duties"."status" = 'Completed';