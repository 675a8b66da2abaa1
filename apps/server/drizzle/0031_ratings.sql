CREATE TABLE "rating_links" (
	"duty_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"duty_id" uuid NOT NULL,
	"rater_kind" text NOT NULL,
	"rater_id" uuid,
	"score" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"comment" text,
	"comment_hidden_at" timestamp with time zone,
	"driver_id" uuid,
	"vehicle_id" uuid,
	"vendor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_duty_rater_unique" UNIQUE NULLS NOT DISTINCT("duty_id","rater_id"),
	CONSTRAINT "ratings_score_check" CHECK ("ratings"."score" between 1 and 5),
	CONSTRAINT "ratings_rater_kind_check" CHECK ("ratings"."rater_kind" in ('passenger', 'operator', 'vendor')),
	CONSTRAINT "ratings_rater_check" CHECK (("ratings"."rater_kind" = 'passenger') = ("ratings"."rater_id" is null))
);
--> statement-breakpoint
ALTER TABLE "rating_links" ADD CONSTRAINT "rating_links_duty_id_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_duty_id_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ratings_created_idx" ON "ratings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ratings_vendor_created_idx" ON "ratings" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "ratings_driver_created_idx" ON "ratings" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "ratings_vehicle_created_idx" ON "ratings" USING btree ("vehicle_id","created_at");