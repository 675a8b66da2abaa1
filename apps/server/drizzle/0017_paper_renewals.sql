CREATE TABLE "renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"paper" text NOT NULL,
	"valid_till" date,
	"number" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"rejection_reason" text,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "renewals_one_pending_key" ON "renewals" USING btree ("owner_type","owner_id","paper") WHERE status = 'Pending';--> statement-breakpoint
CREATE INDEX "renewals_owner_idx" ON "renewals" USING btree ("owner_type","owner_id","paper","submitted_at");