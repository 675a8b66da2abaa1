-- The window filters read scheduled_end and status besides scheduled_start: carried in the
-- indexes, counts over a company's, a vendor's or everyone's window are index-only scans.
DROP INDEX "duties_scheduled_start_idx";--> statement-breakpoint
CREATE INDEX "duties_scheduled_start_idx" ON "duties" USING btree ("scheduled_start") INCLUDE ("scheduled_end", "status");--> statement-breakpoint
DROP INDEX "duties_vendor_start_idx";--> statement-breakpoint
CREATE INDEX "duties_vendor_start_idx" ON "duties" USING btree ("vendor_id", "scheduled_start") INCLUDE ("scheduled_end", "status");--> statement-breakpoint
DROP INDEX "duties_company_start_idx";--> statement-breakpoint
CREATE INDEX "duties_company_start_idx" ON "duties" USING btree ("company_id", "scheduled_start") INCLUDE ("scheduled_end", "status");
--> statement-breakpoint
-- Likewise the vehicles' compliance counts (expiring, expired) by next_expiry.
DROP INDEX "vehicles_next_expiry_idx";--> statement-breakpoint
CREATE INDEX "vehicles_next_expiry_idx" ON "vehicles" USING btree ("next_expiry") INCLUDE ("compliance_missing", "account_status");
