CREATE TABLE "duty_slip_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"duty_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duty_slip_charges_kind_check" CHECK ("duty_slip_charges"."kind" in ('toll', 'parking', 'permit', 'other')),
	CONSTRAINT "duty_slip_charges_amount_check" CHECK ("duty_slip_charges"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "duty_slips" (
	"duty_id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"garage_out_at" timestamp with time zone,
	"garage_out_km" integer,
	"reported_at" timestamp with time zone,
	"boarded_at" timestamp with time zone,
	"boarded_km" integer,
	"dropped_at" timestamp with time zone,
	"dropped_km" integer,
	"garage_in_at" timestamp with time zone,
	"garage_in_km" integer,
	"night_allowance_paise" integer,
	"driver_allowance_paise" integer,
	"advance_paise" integer,
	"remarks" text,
	"billed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duty_slips_number_unique" UNIQUE("number"),
	CONSTRAINT "duty_slips_money_check" CHECK (coalesce("duty_slips"."night_allowance_paise", 0) >= 0 and coalesce("duty_slips"."driver_allowance_paise", 0) >= 0 and coalesce("duty_slips"."advance_paise", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "duty_slip_charges" ADD CONSTRAINT "duty_slip_charges_duty_id_duty_slips_duty_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duty_slips"("duty_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_slip_charges" ADD CONSTRAINT "duty_slip_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_slips" ADD CONSTRAINT "duty_slips_duty_id_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duty_slip_charges_duty_idx" ON "duty_slip_charges" USING btree ("duty_id","created_at");