-- The vendor's window index keys scheduled_end and status too (see 0010): a page of vendor lanes
-- read every duty of its vendors' fortnight before the window only to drop it.
DROP INDEX "duties_vendor_start_idx";--> statement-breakpoint
CREATE INDEX "duties_vendor_start_idx" ON "duties" USING btree ("vendor_id","scheduled_start","scheduled_end","status");