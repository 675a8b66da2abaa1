-- The dispatchers are woken after the commit by the process that wrote the events (a NOTIFY of
-- its own), not by a trigger inside the writing transaction: PostgreSQL serialises the commits
-- of every transaction that notifies behind one lock, which cut concurrent bookings to a third.
DROP TRIGGER event_outbox_written ON event_outbox;
--> statement-breakpoint
DROP FUNCTION raahi_events_written();
