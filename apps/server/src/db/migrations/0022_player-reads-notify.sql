-- Every change to what a player's history page or career record shows (a session stored, reviewed
-- or removed; the career row; the player's name; the player removed) is announced on the
-- "player_reads" channel with the player id, at commit, whoever writes it: the app, an operator's
-- script or SQL by hand. Every instance listens and drops the answers it keeps about that player
-- (decision 062). Notifications with the same payload in one transaction are sent once.
CREATE FUNCTION "player_reads_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'players' THEN
    -- A name changed, or the player was removed.
    PERFORM pg_notify('player_reads', OLD.id::text);
    RETURN NULL;
  END IF;
  -- A session or career row: both the player it belonged to and the one it belongs to now.
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('player_reads', OLD.player_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('player_reads', NEW.player_id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_player_reads" AFTER INSERT OR UPDATE OR DELETE ON "sessions" FOR EACH ROW
  EXECUTE FUNCTION "player_reads_changed"();--> statement-breakpoint
CREATE TRIGGER "career_stats_player_reads" AFTER INSERT OR UPDATE OR DELETE ON "career_stats" FOR EACH ROW
  EXECUTE FUNCTION "player_reads_changed"();--> statement-breakpoint
CREATE TRIGGER "players_name_player_reads" AFTER UPDATE OF "name" ON "players" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION "player_reads_changed"();--> statement-breakpoint
CREATE TRIGGER "players_delete_player_reads" AFTER DELETE ON "players" FOR EACH ROW
  EXECUTE FUNCTION "player_reads_changed"();
