-- The vehicle list walks this index in its default order; with the compliance and account
-- columns as keys, a filter on them is tested in the index instead of in every row read.
DROP INDEX "vehicles_created_at_idx";--> statement-breakpoint
CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at","id","next_expiry","compliance_missing","account_status");