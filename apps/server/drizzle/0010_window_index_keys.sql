DROP INDEX "duties_scheduled_start_idx";--> statement-breakpoint
DROP INDEX "duties_company_start_idx";--> statement-breakpoint
CREATE INDEX "duties_scheduled_start_idx" ON "duties" USING btree ("scheduled_start","scheduled_end","status");--> statement-breakpoint
CREATE INDEX "duties_company_start_idx" ON "duties" USING btree ("company_id","scheduled_start","scheduled_end","status");