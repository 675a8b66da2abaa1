CREATE TABLE "duty_vendor_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"duty_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"move" text NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duty_vendor_failures_duty_vendor_key" UNIQUE("duty_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "settlement_deductions" ADD COLUMN "rule" text;--> statement-breakpoint
ALTER TABLE "settlement_deductions" ADD COLUMN "duty_id" uuid;--> statement-breakpoint
ALTER TABLE "duty_vendor_failures" ADD CONSTRAINT "duty_vendor_failures_duty_id_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_vendor_failures" ADD CONSTRAINT "duty_vendor_failures_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_vendor_failures" ADD CONSTRAINT "duty_vendor_failures_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duty_vendor_failures_vendor_due_idx" ON "duty_vendor_failures" USING btree ("vendor_id","due_at");--> statement-breakpoint
ALTER TABLE "settlement_deductions" ADD CONSTRAINT "settlement_deductions_duty_id_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duties"("id") ON DELETE set null ON UPDATE no action;