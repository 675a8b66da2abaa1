CREATE TABLE "tariff_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"side" text NOT NULL,
	"party_id" uuid,
	"service_type" text NOT NULL,
	"vehicle_category" text NOT NULL,
	"effective_from" date NOT NULL,
	"rates" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_versions_key_unique" UNIQUE NULLS NOT DISTINCT("side","party_id","service_type","vehicle_category","effective_from"),
	CONSTRAINT "tariff_versions_side_check" CHECK ("tariff_versions"."side" in ('sale', 'purchase'))
);
--> statement-breakpoint
ALTER TABLE "tariff_versions" ADD CONSTRAINT "tariff_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;