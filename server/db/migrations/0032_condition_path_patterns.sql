-- Issue 23, finding 3: a condition's patterns are path patterns now ('/cashbook', '/enrollment/*':
-- a path prefix, '*' any run of characters), never regular expressions. Stored regexes of the
-- simple form '^/literal' (with '\/', '\.' or '\-' escapes, '.*' anywhere, an optional trailing
-- '$') become that pattern; '$' is dropped, so an exact path becomes a prefix (guarding more, never
-- less). Anything else stays as it was: the code never runs it, and a condition with such a
-- pattern guards every screen (fails closed, src/api/conditionRules.ts) until an admin publishes a
-- version with valid patterns.
UPDATE "conditions" SET "path_regexes" = (
  SELECT jsonb_agg(
    CASE
      WHEN e.p ~ '^\^(/|\\/)([A-Za-z0-9_~%!&'',;=:@/-]|\\[/.-]|\.\*)*\$?$'
        THEN regexp_replace(
          regexp_replace(regexp_replace(substr(e.p, 2), '\$$', ''), '\.\*', '*', 'g'),
          '\\([/.-])', '\1', 'g')
      ELSE e.p
    END
    ORDER BY e.n)
  FROM jsonb_array_elements_text("conditions"."path_regexes") WITH ORDINALITY AS e(p, n)
)
WHERE jsonb_array_length("path_regexes") > 0;
