CREATE TABLE "duties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reg_id" text NOT NULL,
	"service_type" text NOT NULL,
	"company_id" uuid NOT NULL,
	"pickup_address" text NOT NULL,
	"pickup_latitude" double precision,
	"pickup_longitude" double precision,
	"drop_address" text NOT NULL,
	"drop_latitude" double precision,
	"drop_longitude" double precision,
	"passengers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"passenger_count" integer NOT NULL,
	"vehicle_category" text NOT NULL,
	"notes" text,
	"start_otp_required" boolean DEFAULT false NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"scheduled_end" timestamp with time zone NOT NULL,
	"vendor_id" uuid,
	"driver_id" uuid,
	"vehicle_id" uuid,
	"roster_id" uuid,
	"status" text DEFAULT 'Requested' NOT NULL,
	"cancel_reason" text,
	"odometer_start" integer,
	"odometer_end" integer,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"start_otp_hash" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duties_regId_unique" UNIQUE("reg_id"),
	CONSTRAINT "duties_times_check" CHECK ("duties"."scheduled_end" > "duties"."scheduled_start"),
	CONSTRAINT "duties_status_check" CHECK ("duties"."status" in ('Requested', 'Assigned', 'Accepted', 'Started', 'Completed', 'Cancelled', 'NoShow'))
);
--> statement-breakpoint
CREATE TABLE "duty_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"duty_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "rosters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company_id" uuid NOT NULL,
	"pickup_address" text NOT NULL,
	"pickup_latitude" double precision,
	"pickup_longitude" double precision,
	"drop_address" text NOT NULL,
	"drop_latitude" double precision,
	"drop_longitude" double precision,
	"passengers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"passenger_count" integer NOT NULL,
	"vehicle_category" text NOT NULL,
	"notes" text,
	"start_otp_required" boolean DEFAULT false NOT NULL,
	"vendor_id" uuid,
	"weekdays" text[] NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_roster_id_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."rosters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_events" ADD CONSTRAINT "duty_events_duty_id_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_events" ADD CONSTRAINT "duty_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duties_scheduled_start_idx" ON "duties" USING btree ("scheduled_start");--> statement-breakpoint
CREATE INDEX "duties_vendor_start_idx" ON "duties" USING btree ("vendor_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "duties_driver_start_idx" ON "duties" USING btree ("driver_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "duties_vehicle_start_idx" ON "duties" USING btree ("vehicle_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "duties_company_start_idx" ON "duties" USING btree ("company_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "duties_roster_idx" ON "duties" USING btree ("roster_id");--> statement-breakpoint
CREATE INDEX "duties_created_at_idx" ON "duties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "duty_events_duty_idx" ON "duty_events" USING btree ("duty_id","at");--> statement-breakpoint
CREATE INDEX "rosters_created_at_idx" ON "rosters" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rosters_vendor_idx" ON "rosters" USING btree ("vendor_id","created_at");--> statement-breakpoint
-- Duties get their human ids (DUT-000001) from their own sequence, like the others.
CREATE SEQUENCE IF NOT EXISTS "reg_id_dut";--> statement-breakpoint
-- No double booking: while a duty holds its driver or vehicle (Assigned, Accepted, Started), no
-- other such duty of the same driver or vehicle may overlap it in time. btree_gist (0000_init)
-- lets uuid equality share a GiST index with the range overlap.
ALTER TABLE "duties" ADD CONSTRAINT "duties_driver_no_overlap" EXCLUDE USING gist ("driver_id" WITH =, tstzrange("scheduled_start", "scheduled_end", '[)') WITH &&) WHERE ("driver_id" IS NOT NULL AND "status" IN ('Assigned', 'Accepted', 'Started'));--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_vehicle_no_overlap" EXCLUDE USING gist ("vehicle_id" WITH =, tstzrange("scheduled_start", "scheduled_end", '[)') WITH &&) WHERE ("vehicle_id" IS NOT NULL AND "status" IN ('Assigned', 'Accepted', 'Started'));
