CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reg_id" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"vehicle_model_name" text NOT NULL,
	"color" text NOT NULL,
	"vehicle_number" text NOT NULL,
	"fuel_type" text NOT NULL,
	"road_tax_valid_till" date,
	"fitness_certificate" jsonb NOT NULL,
	"permit_number" text,
	"permit_valid_till" date,
	"insurance" jsonb NOT NULL,
	"emission_certificate" jsonb NOT NULL,
	"fire_extinguisher" boolean DEFAULT false NOT NULL,
	"first_aid_kit" boolean DEFAULT false NOT NULL,
	"next_expiry" date,
	"compliance_missing" boolean DEFAULT true NOT NULL,
	"driver_id" uuid,
	"approval_status" text DEFAULT 'Staged' NOT NULL,
	"account_status" text DEFAULT 'Active' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_regId_unique" UNIQUE("reg_id")
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_vehicle_number_key" ON "vehicles" USING btree ("vehicle_number");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_driver_id_key" ON "vehicles" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "vehicles_vendor_idx" ON "vehicles" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_next_expiry_idx" ON "vehicles" USING btree ("next_expiry");--> statement-breakpoint
CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("approval_status","account_status");--> statement-breakpoint
CREATE INDEX "vehicles_number_trgm_idx" ON "vehicles" USING gin ("vehicle_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_vehicle_id_key" ON "drivers" USING btree ("vehicle_id");