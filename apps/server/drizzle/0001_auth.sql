CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_role" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"audience" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"device_type" text NOT NULL,
	"platform_info" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reg_id" text NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" "citext",
	"phone" text,
	"password_hash" text,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"pic" text,
	"approval_status" text,
	"account_status" text DEFAULT 'Active' NOT NULL,
	"vendor_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_regId_unique" UNIQUE("reg_id"),
	CONSTRAINT "users_role_check" CHECK (role in ('admin', 'ADMIN_USER', 'vendor', 'VENDOR_USER', 'driver')),
	CONSTRAINT "users_phone_check" CHECK (phone ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_phone_idx" ON "otp_codes" USING btree ("phone","audience","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_user_token_key" ON "push_subscriptions" USING btree ("user_id","token");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_vendor_side_phone_key" ON "users" USING btree ("phone") WHERE role in ('vendor', 'VENDOR_USER');--> statement-breakpoint
CREATE UNIQUE INDEX "users_driver_phone_key" ON "users" USING btree ("phone") WHERE role = 'driver';--> statement-breakpoint
CREATE INDEX "users_vendor_id_idx" ON "users" USING btree ("vendor_id");--> statement-breakpoint
-- Human registration ids (ADM-000001, EMP-…, VEN-…, DRV-…) come from one sequence per prefix.
CREATE SEQUENCE IF NOT EXISTS "reg_id_adm";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "reg_id_emp";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "reg_id_ven";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "reg_id_drv";
