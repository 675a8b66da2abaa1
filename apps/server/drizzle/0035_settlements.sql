CREATE TABLE "settlement_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_deductions_amount_check" CHECK ("settlement_deductions"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_payments" (
	"vendor_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"tds_paise" integer NOT NULL,
	"net_paise" integer NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_payments_vendor_id_month_pk" PRIMARY KEY("vendor_id","month"),
	CONSTRAINT "settlement_payments_amount_check" CHECK ("settlement_payments"."amount_paise" >= 0 and "settlement_payments"."tds_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "settlement_deductions" ADD CONSTRAINT "settlement_deductions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_deductions" ADD CONSTRAINT "settlement_deductions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_deductions_vendor_month_idx" ON "settlement_deductions" USING btree ("vendor_id","month");