ALTER TABLE "companies" ADD COLUMN "site_latitude" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "site_longitude" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_site_both_or_neither" CHECK (("companies"."site_latitude" IS NULL) = ("companies"."site_longitude" IS NULL));