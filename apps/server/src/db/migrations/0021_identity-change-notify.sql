-- Every change to what a bearer token stands for (a token revoked, expired early or removed; a
-- player's membership tier) is announced on the "auth_identity" channel with the player id, at
-- commit, whoever writes it: the app, an operator's script or SQL by hand. Every instance listens
-- and drops what it keeps in memory of that player's tokens (decision 050).
CREATE FUNCTION "auth_identity_token_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_identity', OLD.player_id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "auth_identity_tier_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_identity', NEW.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_tokens_identity_update" AFTER UPDATE ON "auth_tokens" FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.player_id IS DISTINCT FROM NEW.player_id)
  EXECUTE FUNCTION "auth_identity_token_changed"();--> statement-breakpoint
CREATE TRIGGER "auth_tokens_identity_delete" AFTER DELETE ON "auth_tokens" FOR EACH ROW
  EXECUTE FUNCTION "auth_identity_token_changed"();--> statement-breakpoint
CREATE TRIGGER "players_identity_tier" AFTER UPDATE OF "membership_tier" ON "players" FOR EACH ROW
  WHEN (OLD.membership_tier IS DISTINCT FROM NEW.membership_tier)
  EXECUTE FUNCTION "auth_identity_tier_changed"();
