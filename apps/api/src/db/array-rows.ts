import { createRequire } from 'node:module';
import pg from 'pg';

/** The node-postgres releases whose Result internals this was written against (test/db/array-rows.test.ts checks). */
const KNOWN_PG = /^8\.23\./;

type TypeParsers = { getTypeParser: (oid: number, format?: string) => unknown };
type FieldDescription = { dataTypeID: number; format?: string };
type ResultInternals = { rowAsArray: boolean; fields: FieldDescription[]; _parsers?: unknown[]; _types?: TypeParsers };
type AddFields = ((this: ResultInternals, fields: FieldDescription[]) => void) & { arrayRowsOnly?: true };

/**
 * node-postgres, on every statement's row description, builds an empty row object keyed by the
 * column names, the template of its object rows (brianc/node-postgres#3055, open). Drizzle asks for
 * every row as an array (`rowMode: 'array'`), where the template is never used; building it was
 * ~5 % of the API process's CPU in a checkout (decision 288). This skips it for array rows and
 * keeps everything else `addFields` does. Only on the release it was written against: another
 * version keeps node-postgres's own code until this is checked again. Returns whether it applies.
 */
export function skipRowTemplateOfArrayResults(): boolean {
  const version = (createRequire(import.meta.url)('pg/package.json') as { version: string }).version;
  if (!KNOWN_PG.test(version)) return false;
  const prototype = (pg as unknown as { Result: { prototype: { addFields: AddFields } } }).Result.prototype;
  const original = prototype.addFields;
  if (original.arrayRowsOnly) return true;
  const addFields: AddFields = function (fields) {
    if (!this.rowAsArray) return original.call(this, fields);
    this.fields = fields;
    if (fields.length) this._parsers = new Array<unknown>(fields.length);
    const parsers = this._types ?? (pg.types as TypeParsers);
    for (let i = 0; i < fields.length; i++) this._parsers![i] = parsers.getTypeParser(fields[i]!.dataTypeID, fields[i]!.format || 'text');
  };
  addFields.arrayRowsOnly = true;
  prototype.addFields = addFields;
  return true;
}
