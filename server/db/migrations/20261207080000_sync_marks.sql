-- High-water marks of the synced tables (issue 28, server/sync/marks.ts): per table and key (a
-- delivery customer 'c', a user 'u', or the whole table 'a') the highest version written, kept by
-- two statement triggers per table and mode, so a pull compares cursors with marks in one query.
create table sync_marks (
  tbl text not null,
  mode text not null,
  key text not null,
  version bigint not null,
  primary key (tbl, mode, key)
);
--> statement-breakpoint
-- The tables and modes whose marks are kept: a pull reads a collection whose tables are not here.
create table sync_mark_sources (
  tbl text not null,
  mode text not null,
  primary key (tbl, mode)
);
--> statement-breakpoint
-- After each insert or update statement: the statement's highest version per key (argument 2 is
-- the key's SQL expression over the changed rows). Keys in order, so two statements that mark the
-- same keys take their rows' locks in the same order.
create function sync_mark_rows() returns trigger language plpgsql as $$
begin
  execute format(
    'insert into sync_marks (tbl, mode, key, version)
       select %L, %L, k, max(v) from (select %s as k, version as v from sync_mark_changed) c
       where k is not null group by k order by k
     on conflict (tbl, mode, key) do update set version = excluded.version
       where sync_marks.version < excluded.version',
    TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[1]);
  return null;
end $$;
--> statement-breakpoint
-- A table with one mark for all its rows: its writers take one lock (advisory namespace 28,
-- server/db/locks.ts) before the statement draws versions, so its versions commit in ascending
-- order and a pull may move a cursor up to its mark, as the scope locks allow for a customer's.
create function sync_mark_serialize() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(28, hashtext(TG_TABLE_NAME));
  return null;
end $$;
--> statement-breakpoint
-- Keeps the marks of table `t` in `mode` (by column `col`): its triggers and the marks of the rows
-- it already holds. A module's migration calls it for a table it adds (server/sync/marks.ts).
create function sync_mark_install(t text, mode text, col text) returns void language plpgsql as $$
declare
  k text := case when mode = 'a' then '''''' else format('%I::text', col) end;
begin
  execute format(
    'create trigger %I after insert on %I referencing new table as sync_mark_changed
       for each statement execute function sync_mark_rows(%L, %L)',
    'sync_mark_' || mode || '_ins', t, mode, k);
  execute format(
    'create trigger %I after update on %I referencing new table as sync_mark_changed
       for each statement execute function sync_mark_rows(%L, %L)',
    'sync_mark_' || mode || '_upd', t, mode, k);
  execute format(
    'insert into sync_marks (tbl, mode, key, version)
       select %L, %L, k, max(v) from (select %s as k, version as v from %I) c
       where k is not null group by k
     on conflict (tbl, mode, key) do update set version = greatest(sync_marks.version, excluded.version)',
    t, mode, k, t);
  if mode = 'a' then
    execute format(
      'create trigger sync_mark_a_lock before insert or update on %I
         for each statement execute function sync_mark_serialize()', t);
  end if;
  insert into sync_mark_sources (tbl, mode) values (t, mode) on conflict do nothing;
end $$;
--> statement-breakpoint
select sync_mark_install('tours', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('tour_exceptions', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('baskets', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('basket_rows', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('orders', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('delivery_notes', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('delivery_lines', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('customer_documents', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('backorders', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('call_off_agreements', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('call_offs', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('prepayments', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('cashbook_entries', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('cashbook_closings', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('download_files', 'a', '');
--> statement-breakpoint
select sync_mark_install('news_articles', 'a', '');
--> statement-breakpoint
select sync_mark_install('news_reads', 'u', 'user_id');
--> statement-breakpoint
select sync_mark_install('videos', 'a', '');
--> statement-breakpoint
select sync_mark_install('customer_accounts', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('open_items', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('notifications', 'u', 'user_id');
--> statement-breakpoint
select sync_mark_install('dashboard_layouts', 'u', 'user_id');
--> statement-breakpoint
select sync_mark_install('supply_recipients', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('supply_deliveries', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('supply_delivery_lines', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('returns', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('destructions', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('drug_book_entries', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('shipping_sites', 'a', '');
--> statement-breakpoint
select sync_mark_install('enclosed_shipments', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('last_chance_offers', 'a', '');
--> statement-breakpoint
select sync_mark_install('med_checks', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('pre_order_windows', 'a', '');
--> statement-breakpoint
select sync_mark_install('pre_order_lines', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('price_cuts', 'a', '');
--> statement-breakpoint
select sync_mark_install('stock_reports', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('suppliers', 'a', '');
--> statement-breakpoint
select sync_mark_install('supplier_articles', 'a', '');
--> statement-breakpoint
select sync_mark_install('supplier_basket_rows', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('supplier_orders', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('survey_responses', 'u', 'user_id');
--> statement-breakpoint
select sync_mark_install('temp_devices', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('temp_readings', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('temp_acknowledgements', 'c', 'lieferkunde_nr');
--> statement-breakpoint
select sync_mark_install('user_settings', 'u', 'user_id');
--> statement-breakpoint
select sync_mark_install('tutorial_seen', 'u', 'user_id');

--> statement-breakpoint
select sync_mark_install('call_slots', 'a', '');
--> statement-breakpoint
select sync_mark_install('user_lieferkunden', 'u', 'user_id');
--> statement-breakpoint
select sync_mark_install('lieferkunden', 'a', '');
