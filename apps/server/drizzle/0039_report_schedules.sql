CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"format" text NOT NULL,
	"frequency" text NOT NULL,
	"time_of_day" text NOT NULL,
	"weekday" smallint,
	"day_of_month" smallint,
	"name" text,
	"paused" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"next_try_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_state" text,
	"last_error" text,
	"last_tried_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_format_check" CHECK (format in ('csv', 'xlsx', 'pdf')),
	CONSTRAINT "report_schedules_frequency_check" CHECK (frequency in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "report_schedules_state_check" CHECK (last_state in ('sent', 'retrying', 'failed')),
	CONSTRAINT "report_schedules_weekday_check" CHECK (weekday between 0 and 6),
	CONSTRAINT "report_schedules_day_check" CHECK (day_of_month between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedules_owner_idx" ON "report_schedules" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_try_at") WHERE not paused;