CREATE TABLE "duty_search_words" (
	"word" text COLLATE "C" NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"duty_id" uuid NOT NULL,
	CONSTRAINT "duty_search_words_word_scheduled_start_duty_id_pk" PRIMARY KEY("word","scheduled_start","duty_id")
);
--> statement-breakpoint
-- A duty's words: its search text split at spaces and ASCII punctuation, and each number also
-- without its leading zeros (so that 123 finds DUT-000123). The server splits a search the same
-- way (search-words.ts).
CREATE FUNCTION words_of_search_text(search_text text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT word), '{}')
  FROM regexp_split_to_table(search_text, '[[:space:]!-/:-@[-`{-~]+') part,
    LATERAL (VALUES (part), (regexp_replace(part, '^0+(?=.)', ''))) words(word)
  WHERE part <> ''
$$;--> statement-breakpoint
INSERT INTO duty_search_words (word, scheduled_start, duty_id)
SELECT word, d.scheduled_start, d.id FROM duties d, unnest(words_of_search_text(d.search_text)) word
ORDER BY 1, 2, 3;--> statement-breakpoint
-- Per statement, from its new rows: a bulk insert fills the index in one sorted pass.
CREATE FUNCTION duties_search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO duty_search_words (word, scheduled_start, duty_id)
  SELECT word, d.scheduled_start, d.id FROM new_duties d, unnest(words_of_search_text(d.search_text)) word
  ORDER BY 1, 2, 3;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER duties_search_words_inserted AFTER INSERT ON duties
REFERENCING NEW TABLE AS new_duties
FOR EACH STATEMENT EXECUTE FUNCTION duties_search_words_inserted();--> statement-breakpoint
CREATE FUNCTION duties_search_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM duty_search_words
  WHERE word = ANY (words_of_search_text(OLD.search_text))
    AND scheduled_start = OLD.scheduled_start AND duty_id = OLD.id;
  INSERT INTO duty_search_words (word, scheduled_start, duty_id)
  SELECT word, NEW.scheduled_start, NEW.id FROM unnest(words_of_search_text(NEW.search_text)) word;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only when what a search reads changed: a move (a new status) leaves the words alone.
CREATE TRIGGER duties_search_words_updated AFTER UPDATE ON duties
FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text
  OR OLD.scheduled_start IS DISTINCT FROM NEW.scheduled_start)
EXECUTE FUNCTION duties_search_words_updated();--> statement-breakpoint
CREATE FUNCTION duties_search_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM duty_search_words w USING old_duties d
  WHERE w.duty_id = d.id AND w.scheduled_start = d.scheduled_start
    AND w.word = ANY (words_of_search_text(d.search_text));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER duties_search_words_deleted AFTER DELETE ON duties
REFERENCING OLD TABLE AS old_duties
FOR EACH STATEMENT EXECUTE FUNCTION duties_search_words_deleted();--> statement-breakpoint
CREATE FUNCTION duties_search_words_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE duty_search_words;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER duties_search_words_truncated AFTER TRUNCATE ON duties
FOR EACH STATEMENT EXECUTE FUNCTION duties_search_words_truncated();
