-- Every position received, partitioned by the day of its fix (UTC): a trail reads only its
-- days, and retention drops a whole day's table instead of deleting rows. Drizzle does not
-- model partitioned tables, so this table lives here and in live-location repositories' SQL.
-- No foreign keys: each would cost a lookup per position, and vehicles are never deleted.
CREATE TABLE "positions" (
	"vehicle_id" uuid NOT NULL,
	"device_id" uuid,
	"fix_time" timestamp with time zone NOT NULL,
	"server_time" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed_kmph" real,
	"course" real,
	"altitude" real,
	"accuracy" real,
	"battery" real,
	"charging" boolean,
	"valid" boolean DEFAULT true NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
) PARTITION BY RANGE ("fix_time");
--> statement-breakpoint
CREATE INDEX "positions_vehicle_time_idx" ON "positions" ("vehicle_id", "fix_time");
--> statement-breakpoint
-- Creates the day partitions positions_YYYYMMDD from first_day to last_day that are missing;
-- how many it created. Several processes may call it at once: they take turns.
CREATE FUNCTION raahi_create_position_partitions(first_day date, last_day date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
	day date;
	created integer := 0;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('raahi_position_partitions'));
	FOR day IN SELECT generate_series(first_day, last_day, interval '1 day')::date LOOP
		IF to_regclass('positions_' || to_char(day, 'YYYYMMDD')) IS NULL THEN
			EXECUTE format(
				'CREATE TABLE %I PARTITION OF positions FOR VALUES FROM (%L) TO (%L)',
				'positions_' || to_char(day, 'YYYYMMDD'),
				day::timestamp AT TIME ZONE 'UTC',
				(day + 1)::timestamp AT TIME ZONE 'UTC'
			);
			created := created + 1;
		END IF;
	END LOOP;
	RETURN created;
END $$;
--> statement-breakpoint
-- Drops the day partitions of days before before_day; how many it dropped.
CREATE FUNCTION raahi_drop_position_partitions(before_day date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
	part text;
	dropped integer := 0;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('raahi_position_partitions'));
	FOR part IN
		SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
		WHERE i.inhparent = 'positions'::regclass
			AND c.relname ~ '^positions_[0-9]{8}$'
			AND to_date(substr(c.relname, 11), 'YYYYMMDD') < before_day
	LOOP
		EXECUTE format('DROP TABLE %I', part);
		dropped := dropped + 1;
	END LOOP;
	RETURN dropped;
END $$;
--> statement-breakpoint
-- The week behind and three days ahead, as the hourly job keeps them (live-location.jobs.ts).
SELECT raahi_create_position_partitions(
	(now() AT TIME ZONE 'UTC')::date - 7,
	(now() AT TIME ZONE 'UTC')::date + 3
);
