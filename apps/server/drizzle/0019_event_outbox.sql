-- The outbox of domain events (packages/domain events.ts): written in the transaction that makes
-- a change, dispatched to live sockets after it commits.
--
-- Event ids come from a sequence, so two transactions may commit their events out of id order.
-- The dispatcher delivers in id order and waits at a missing id until it knows the transaction
-- that took it has ended (the snapshot's xmin passed it). That needs the transaction to have an
-- id of its own before it takes an event id, which this function makes sure of.
CREATE SEQUENCE "public"."event_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE FUNCTION event_outbox_next_id() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_current_xact_id();
  RETURN nextval('event_outbox_id_seq');
END
$$;
--> statement-breakpoint
CREATE TABLE "event_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_outbox" (
	"id" bigint PRIMARY KEY DEFAULT event_outbox_next_id() NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"vendor_ids" uuid[] DEFAULT '{}' NOT NULL,
	"user_ids" uuid[] DEFAULT '{}' NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Wakes every process's dispatcher once per transaction that wrote events, at its commit
-- (identical payloads of one transaction are delivered once; none on rollback).
CREATE FUNCTION raahi_events_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('raahi_events', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_outbox_written
  AFTER INSERT ON event_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION raahi_events_written();
