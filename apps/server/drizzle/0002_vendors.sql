CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" "citext" NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_drafts" (
	"phone" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"active_step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reg_id" text NOT NULL,
	"registration_type" text NOT NULL,
	"name" text NOT NULL,
	"email" "citext" NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"gst" text,
	"pan" text NOT NULL,
	"aadhar_last4" text,
	"aadhar_hash" text,
	"operational_area" jsonb NOT NULL,
	"operational_states" text[] NOT NULL,
	"service_types" text[] NOT NULL,
	"associated_companies" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"elevator_statement" text,
	"ownername" text NOT NULL,
	"ownermobile" text NOT NULL,
	"ownerdob" date NOT NULL,
	"owneremail" "citext",
	"owner_user_id" uuid,
	"approval_status" text DEFAULT 'Pending' NOT NULL,
	"account_status" text DEFAULT 'Active' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_regId_unique" UNIQUE("reg_id")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_email_key" ON "vendors" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_phone_key" ON "vendors" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_gst_key" ON "vendors" USING btree ("gst");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_pan_key" ON "vendors" USING btree ("pan");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_aadhar_key" ON "vendors" USING btree ("aadhar_hash");--> statement-breakpoint
CREATE INDEX "vendors_created_at_idx" ON "vendors" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vendors_name_idx" ON "vendors" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "vendors_status_idx" ON "vendors" USING btree ("approval_status","account_status");--> statement-breakpoint
CREATE INDEX "vendors_states_idx" ON "vendors" USING gin ("operational_states");--> statement-breakpoint
CREATE INDEX "vendors_service_types_idx" ON "vendors" USING gin ("service_types");--> statement-breakpoint
CREATE INDEX "vendors_name_trgm_idx" ON "vendors" USING gin ("name" gin_trgm_ops);