CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reg_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"dl_number" text NOT NULL,
	"dl_issue_date" date,
	"dl_expiry" date NOT NULL,
	"aadhar_last4" text,
	"aadhar_hash" text,
	"pan" text,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"phone_primary" text NOT NULL,
	"phone_secondary" text,
	"address_aadhar" text,
	"current_address" text,
	"about" text,
	"emergency_contact" jsonb,
	"dob" date NOT NULL,
	"gender" text NOT NULL,
	"associated_companies" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"associated_vendors" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"timings" jsonb NOT NULL,
	"vehicle_id" uuid,
	"preferred_work_schedules" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages_known" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"vehicle_facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"approval_status" text DEFAULT 'Staged' NOT NULL,
	"account_status" text DEFAULT 'Active' NOT NULL,
	"vehicle_approval_status" text,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_regId_unique" UNIQUE("reg_id")
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_owner_slot_key" ON "documents" USING btree ("owner_type","owner_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_dl_number_key" ON "drivers" USING btree ("dl_number");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_phone_primary_key" ON "drivers" USING btree ("phone_primary");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_aadhar_key" ON "drivers" USING btree ("aadhar_hash");--> statement-breakpoint
CREATE INDEX "drivers_vendors_idx" ON "drivers" USING gin ("associated_vendors");--> statement-breakpoint
CREATE INDEX "drivers_languages_idx" ON "drivers" USING gin ("languages_known");--> statement-breakpoint
CREATE INDEX "drivers_service_types_idx" ON "drivers" USING gin ("service_types");--> statement-breakpoint
CREATE INDEX "drivers_schedules_idx" ON "drivers" USING gin ("preferred_work_schedules");--> statement-breakpoint
CREATE INDEX "drivers_created_at_idx" ON "drivers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "drivers_name_idx" ON "drivers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("approval_status","account_status");--> statement-breakpoint
CREATE INDEX "drivers_name_trgm_idx" ON "drivers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- drivers and vehicles get their human ids from reg_id_drv (created with users) and reg_id_veh.
CREATE SEQUENCE IF NOT EXISTS "reg_id_veh";
