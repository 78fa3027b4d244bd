-- record_participation (1130) tells every API process listening on
-- 'rate_participation' that weekly rates changed, as report inserts do on
-- their own channel, so a cached rates answer is never older than the last
-- committed check-in (api/src/rates/plugin.ts). Unchanged otherwise.
CREATE OR REPLACE FUNCTION record_participation(
  area_ids text[], week_start date, day date, pseudonym bytea, country text, postal_key text, flags integer
) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_variable
DECLARE
  a text;
  was integer;
  fresh integer;
  added integer;
BEGIN
  -- Rates answers cached by API processes are stale from this transaction's commit on.
  PERFORM pg_notify('rate_participation', '');
  FOR a IN SELECT DISTINCT x FROM unnest(area_ids) AS x ORDER BY x LOOP
    INSERT INTO rate_week_participants AS m (area_id, week_start, pseudonym, flags)
      VALUES (a, week_start, pseudonym, 0) ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS fresh = ROW_COUNT;
    SELECT m.flags INTO was FROM rate_week_participants m
      WHERE m.area_id = a AND m.week_start = week_start AND m.pseudonym = pseudonym FOR UPDATE;
    added := flags & ~was;
    CONTINUE WHEN fresh = 0 AND added = 0;
    IF added <> 0 THEN
      UPDATE rate_week_participants m SET flags = m.flags | added
        WHERE m.area_id = a AND m.week_start = week_start AND m.pseudonym = pseudonym;
    END IF;
    INSERT INTO rate_week_areas AS r (area_id, week_start, participants, ili_who, ili_ecdc, cli, dli, age)
      VALUES (a, week_start, fresh, added & 1, (added >> 1) & 1, (added >> 2) & 1, (added >> 3) & 1, (added >> 4) & 1)
      ON CONFLICT ON CONSTRAINT rate_week_areas_pkey DO UPDATE SET
        participants = r.participants + excluded.participants, ili_who = r.ili_who + excluded.ili_who,
        ili_ecdc = r.ili_ecdc + excluded.ili_ecdc, cli = r.cli + excluded.cli, dli = r.dli + excluded.dli,
        age = r.age + excluded.age;
  END LOOP;

  INSERT INTO rate_day_participants AS m (country, postal_key, day, pseudonym, flags)
    VALUES (country, postal_key, day, pseudonym, 0) ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS fresh = ROW_COUNT;
  SELECT m.flags INTO was FROM rate_day_participants m
    WHERE m.country = country AND m.postal_key = postal_key AND m.day = day AND m.pseudonym = pseudonym FOR UPDATE;
  added := flags & ~was;
  IF fresh = 0 AND added = 0 THEN RETURN; END IF;
  IF added <> 0 THEN
    UPDATE rate_day_participants m SET flags = m.flags | added
      WHERE m.country = country AND m.postal_key = postal_key AND m.day = day AND m.pseudonym = pseudonym;
  END IF;
  INSERT INTO analytics_postal_daily_participants AS r
      (country, postal_key, day, participants, ili_who, ili_ecdc, cli, dli, age)
    VALUES (country, postal_key, day, fresh, added & 1, (added >> 1) & 1, (added >> 2) & 1, (added >> 3) & 1,
            (added >> 4) & 1)
    ON CONFLICT ON CONSTRAINT analytics_postal_daily_participants_pkey DO UPDATE SET
      participants = r.participants + excluded.participants, ili_who = r.ili_who + excluded.ili_who,
      ili_ecdc = r.ili_ecdc + excluded.ili_ecdc, cli = r.cli + excluded.cli, dli = r.dli + excluded.dli,
      age = r.age + excluded.age;
END
$$;
