CREATE TABLE "tracking_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"name" text NOT NULL,
	"identifier_hash" text NOT NULL,
	"identifier_hint" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "tracking_devices_vehicleId_unique" UNIQUE("vehicle_id"),
	CONSTRAINT "tracking_devices_identifierHash_unique" UNIQUE("identifier_hash")
);
--> statement-breakpoint
CREATE TABLE "vehicle_last_positions" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"device_id" uuid,
	"fix_time" timestamp with time zone NOT NULL,
	"server_time" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed_kmph" real,
	"course" real,
	"altitude" real,
	"accuracy" real,
	"battery" real,
	"charging" boolean,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_devices" ADD CONSTRAINT "tracking_devices_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_devices" ADD CONSTRAINT "tracking_devices_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_last_positions" ADD CONSTRAINT "vehicle_last_positions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_last_positions" ADD CONSTRAINT "vehicle_last_positions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_devices_vendor_idx" ON "tracking_devices" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_last_positions_vendor_idx" ON "vehicle_last_positions" USING btree ("vendor_id");