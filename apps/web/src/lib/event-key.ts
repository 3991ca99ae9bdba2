/**
 * `/puja/:key` and `/chadawa/:key` accept a searchKey or an event id (spec §2). Rule: a key shaped
 * like a UUID (the API's ids, docs/decisions/004) is looked up by id; anything else by searchKey.
 * Search keys are lowercase-with-dashes slugs, so they never look like a UUID.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isEventId = (key: string): boolean => UUID.test(key);

/** Path (under the API prefix) of an event detail: byId `/puja/:id`, byName `/puja/name/:searchKey`. */
export function eventDetailPath(paths: { byId: string; byName: string }, key: string): string {
  return isEventId(key) ? paths.byId.replace(':id', encodeURIComponent(key)) : paths.byName.replace(':searchKey', encodeURIComponent(key));
}
