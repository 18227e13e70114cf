CREATE TABLE "child_daily_activity" (
	"child_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"day" date NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"kid_messages" integer DEFAULT 0 NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "child_daily_activity_child_id_day_pk" PRIMARY KEY("child_id","day")
);
--> statement-breakpoint
ALTER TABLE "child_daily_activity" ADD CONSTRAINT "child_daily_activity_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_daily_activity" ADD CONSTRAINT "child_daily_activity_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_daily_activity_parent_idx" ON "child_daily_activity" USING btree ("parent_id","day");--> statement-breakpoint
-- The counters are kept by the database itself, so no write path (the chat, the seed, a
-- deletion, a time-zone change) can forget them (docs/decisions/013-dashboard-counters.md).
-- Days are the parent's local days; a change of time zone recounts that parent's days.
CREATE FUNCTION kiddo_rebuild_daily_activity(p_parent uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM child_daily_activity WHERE p_parent IS NULL OR parent_id = p_parent;
  INSERT INTO child_daily_activity (child_id, parent_id, day, conversations, messages, kid_messages, tokens)
  SELECT child_id, parent_id, day, sum(conversations), sum(messages), sum(kid_messages), sum(tokens) FROM (
    SELECT c.child_id, c.parent_id, (m.created_at AT TIME ZONE p.time_zone)::date AS day,
      0 AS conversations, 1 AS messages, (m.sender = 'kid')::int AS kid_messages, m.token_cost AS tokens
    FROM messages m JOIN conversations c ON c.id = m.conversation_id JOIN parents p ON p.id = c.parent_id
    WHERE p_parent IS NULL OR c.parent_id = p_parent
    UNION ALL
    SELECT c.child_id, c.parent_id, (c.started_at AT TIME ZONE p.time_zone)::date, 1, 0, 0, 0
    FROM conversations c JOIN parents p ON p.id = c.parent_id
    WHERE c.started_at IS NOT NULL AND (p_parent IS NULL OR c.parent_id = p_parent)
  ) counted GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT kiddo_rebuild_daily_activity(NULL);
--> statement-breakpoint
-- New messages, counted once per statement (a chat turn inserts the child's message and the reply together).
CREATE FUNCTION kiddo_count_new_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO child_daily_activity AS a (child_id, parent_id, day, messages, kid_messages, tokens)
  SELECT c.child_id, c.parent_id, (m.created_at AT TIME ZONE p.time_zone)::date,
    count(*), count(*) FILTER (WHERE m.sender = 'kid'), sum(m.token_cost)
  FROM new_messages m JOIN conversations c ON c.id = m.conversation_id JOIN parents p ON p.id = c.parent_id
  GROUP BY 1, 2, 3
  ON CONFLICT (child_id, day) DO UPDATE SET
    messages = a.messages + EXCLUDED.messages,
    kid_messages = a.kid_messages + EXCLUDED.kid_messages,
    tokens = a.tokens + EXCLUDED.tokens;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_count_daily_activity AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION kiddo_count_new_messages();
--> statement-breakpoint
-- A conversation counts on the day its first message was sent (started_at goes from null to set).
CREATE FUNCTION kiddo_count_started_conversations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO child_daily_activity AS a (child_id, parent_id, day, conversations)
    SELECT n.child_id, n.parent_id, (n.started_at AT TIME ZONE p.time_zone)::date, count(*)
    FROM new_conversations n JOIN parents p ON p.id = n.parent_id
    WHERE n.started_at IS NOT NULL
    GROUP BY 1, 2, 3
    ON CONFLICT (child_id, day) DO UPDATE SET conversations = a.conversations + EXCLUDED.conversations;
  ELSE
    INSERT INTO child_daily_activity AS a (child_id, parent_id, day, conversations)
    SELECT n.child_id, n.parent_id, (n.started_at AT TIME ZONE p.time_zone)::date, count(*)
    FROM new_conversations n JOIN old_conversations o ON o.id = n.id JOIN parents p ON p.id = n.parent_id
    WHERE n.started_at IS NOT NULL AND o.started_at IS NULL
    GROUP BY 1, 2, 3
    ON CONFLICT (child_id, day) DO UPDATE SET conversations = a.conversations + EXCLUDED.conversations;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER conversations_count_inserted AFTER INSERT ON conversations
  REFERENCING NEW TABLE AS new_conversations FOR EACH STATEMENT EXECUTE FUNCTION kiddo_count_started_conversations();
--> statement-breakpoint
CREATE TRIGGER conversations_count_started AFTER UPDATE ON conversations
  REFERENCING OLD TABLE AS old_conversations NEW TABLE AS new_conversations
  FOR EACH STATEMENT EXECUTE FUNCTION kiddo_count_started_conversations();
--> statement-breakpoint
-- A deleted conversation takes its messages off the days they were sent. Before the delete,
-- while its messages (removed by the cascade) are still there.
CREATE FUNCTION kiddo_uncount_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Deleted with its child (or the whole account): the child's counters go with it.
  IF NOT EXISTS (SELECT 1 FROM children WHERE id = OLD.child_id) THEN
    RETURN OLD;
  END IF;
  UPDATE child_daily_activity AS a SET
    messages = greatest(a.messages - d.messages, 0),
    kid_messages = greatest(a.kid_messages - d.kid_messages, 0),
    tokens = greatest(a.tokens - d.tokens, 0)
  FROM (
    SELECT (m.created_at AT TIME ZONE p.time_zone)::date AS day, count(*) AS messages,
      count(*) FILTER (WHERE m.sender = 'kid') AS kid_messages, sum(m.token_cost) AS tokens
    FROM messages m JOIN parents p ON p.id = OLD.parent_id
    WHERE m.conversation_id = OLD.id
    GROUP BY 1
  ) AS d
  WHERE a.child_id = OLD.child_id AND a.day = d.day;
  IF OLD.started_at IS NOT NULL THEN
    UPDATE child_daily_activity AS a SET conversations = greatest(a.conversations - 1, 0)
    FROM parents p
    WHERE p.id = OLD.parent_id AND a.child_id = OLD.child_id
      AND a.day = (OLD.started_at AT TIME ZONE p.time_zone)::date;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER conversations_uncount_deleted BEFORE DELETE ON conversations
  FOR EACH ROW EXECUTE FUNCTION kiddo_uncount_conversation();
--> statement-breakpoint
CREATE FUNCTION kiddo_recount_parent_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kiddo_rebuild_daily_activity(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER parents_recount_on_time_zone AFTER UPDATE OF time_zone ON parents
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION kiddo_recount_parent_days();
--> statement-breakpoint
-- The dashboard's "last activity" of a child, without reading all of its conversations.
CREATE INDEX "conversations_child_last_message_idx" ON "conversations" USING btree ("child_id", "last_message_at");
