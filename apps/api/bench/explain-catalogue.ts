import pg from 'pg';
import { EVENT_PAGE_SIZE } from '@sankalp/contract';
import { openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { catalogue } from '../src/db/seed/catalogue/index.ts';
import { seedCatalogue } from '../src/db/seed/seed-catalogue.ts';
import { eventCardsQuery, eventPageQuery } from '../src/features/event/queries.ts';
import { createThrowawayDb } from './throwaway-db.ts';

/**
 * `npm run bench:explain -w @sankalp/api`: EXPLAIN ANALYZE of the catalogue's statements (an event
 * page by id and by searchKey, a page of cards) on a throwaway PostgreSQL database with the seeded
 * catalogue, then again with the catalogue grown to --copies <n> (default 100) copies of every
 * event and its parts, nine in ten archived: on the seed's few dozen rows a sequential scan is the
 * right plan, on a catalogue of years the indexes must carry it (decision 186).
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const copies = arg('copies', 100);

/** Copies of every event with all its parts, new ids and search keys; nine copies in ten archived, as years of past events are. */
const GROW_SQL = (n: number) => `
create temporary table copy_of as
  select e.id as old_id, gen_random_uuid() as new_id, c as n from events e, generate_series(1, ${n}) c;
insert into events (id, type, temple_id, status, search_key, puja_type, event_date_time, booking_opens_at, booking_closes_at,
  name_en, name_hi, short_description_en, short_description_hi, discount_text_en, discount_text_hi, attendee_status_text_en,
  attendee_status_text_hi, location_address_en, location_address_hi, location_pincode, about_description_en, about_description_hi)
  select m.new_id, type, temple_id, case when m.n % 10 = 0 then status else 'ARCHIVED' end, search_key || '-' || m.n, puja_type,
    event_date_time - m.n * interval '7 days', booking_opens_at - m.n * interval '7 days', booking_closes_at - m.n * interval '7 days',
    name_en, name_hi, short_description_en, short_description_hi, discount_text_en, discount_text_hi, attendee_status_text_en,
    attendee_status_text_hi, location_address_en, location_address_hi, location_pincode, about_description_en, about_description_hi
  from events e join copy_of m on m.old_id = e.id;
insert into event_images (event_id, section, url, alt_en, alt_hi, position)
  select m.new_id, section, url, alt_en, alt_hi, position from event_images t join copy_of m on m.old_id = t.event_id;
insert into event_benefits (event_id, name_en, name_hi, description_en, description_hi, position)
  select m.new_id, name_en, name_hi, description_en, description_hi, position from event_benefits t join copy_of m on m.old_id = t.event_id;
insert into faqs (scope, event_id, question_en, question_hi, answer_text_en, answer_text_hi, answer_bullets_en, answer_bullets_hi, position)
  select scope, m.new_id, question_en, question_hi, answer_text_en, answer_text_hi, answer_bullets_en, answer_bullets_hi, position
  from faqs t join copy_of m on m.old_id = t.event_id;
insert into puja_packages (event_id, name_en, name_hi, description_en, description_hi, amount_paise, image_url, max_user_allowed, position)
  select m.new_id, name_en, name_hi, description_en, description_hi, amount_paise, image_url, max_user_allowed, position
  from puja_packages t join copy_of m on m.old_id = t.event_id;
insert into offering_items (event_id, name_en, name_hi, description_en, description_hi, amount_paise, list_amount_paise, image_url, position)
  select m.new_id, name_en, name_hi, description_en, description_hi, amount_paise, list_amount_paise, image_url, position
  from offering_items t join copy_of m on m.old_id = t.event_id;
insert into prasad_options (event_id, amount_paise) select m.new_id, amount_paise from prasad_options t join copy_of m on m.old_id = t.event_id;
insert into participant_options (event_id, max_user_allowed)
  select m.new_id, max_user_allowed from participant_options t join copy_of m on m.old_id = t.event_id;
insert into puja_date_options (event_id, mode, start_date_time, end_date_time, allowed_date_times)
  select m.new_id, mode, start_date_time, end_date_time, allowed_date_times from puja_date_options t join copy_of m on m.old_id = t.event_id;
drop table copy_of;
analyze;`;

type Statement = { sql: string; params: unknown[] };

async function explain(client: pg.Client, title: string, statement: Statement, values: Record<string, unknown>) {
  // Drizzle leaves a placeholder as { name } among the parameters; the statement's own constants are values already.
  const params = statement.params.map((p) => (typeof p === 'object' && p !== null && 'name' in p ? values[(p as { name: string }).name] : p));
  // Prepared, as the app runs it (a named statement is parsed once per connection).
  const prepared = { name: title.replace(/\W+/g, '_'), text: statement.sql, values: params };
  for (let i = 0; i < 20; i++) await client.query(prepared); // warm caches
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${statement.sql}`, params);
  const started = performance.now();
  for (let i = 0; i < 200; i++) await client.query(prepared);
  const ms = (performance.now() - started) / 200;
  console.log(
    `\n### ${title}\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\nround trip (prepared, one connection, one after another): ${ms.toFixed(2)} ms`,
  );
}

async function explainAll(client: pg.Client, db: Parameters<typeof eventPageQuery>[0], label: string) {
  const { rows } = await client.query<{ id: string; search_key: string; n: string }>(
    `select id, search_key, (select count(*) from events) as n from events where type = 'PUJA' and status = 'PUBLISHED' order by event_date_time desc limit 1`,
  );
  const puja = rows[0]!;
  console.log(`\n## ${label}: ${puja.n} events`);
  await explain(client, 'event page by id', eventPageQuery(db, 'id').toSQL(), { kind: 'PUJA', key: puja.id });
  await explain(client, 'event page by searchKey', eventPageQuery(db, 'searchKey').toSQL(), { kind: 'PUJA', key: puja.search_key });
  const now = new Date().toISOString();
  await explain(client, 'cards, first page of chadawa', eventCardsQuery(db).toSQL(), { kind: 'OFFERING', now, offset: 0, limit: EVENT_PAGE_SIZE });
}

async function main() {
  const target = await createThrowawayDb('Explain');
  if (!target) return;
  const handle = await openDb({ kind: 'postgres', url: target.url, poolSize: 2 });
  const client = new pg.Client({ connectionString: target.url });
  try {
    await runMigrations(handle, { kind: 'postgres', url: target.url });
    await seedCatalogue(handle.db, catalogue);
    await client.connect();
    await client.query('analyze');
    await explainAll(client, handle.db, 'The seeded catalogue');
    await client.query(GROW_SQL(copies));
    await explainAll(client, handle.db, `Grown to ${copies} copies of every event, nine in ten archived`);
  } finally {
    await client.end();
    await handle.close();
    await target.drop();
  }
}

await main();
