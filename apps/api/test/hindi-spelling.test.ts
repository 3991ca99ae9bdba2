import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hindiMisspellings } from '@sankalp/contract';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : Promise.resolve(e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []))),
  );
  return nested.flat();
}

/** The string literals of a source file that hold Devanagari: the server's Hindi texts. */
const hindiLiterals = (code: string) => [...code.matchAll(/(['`])((?:(?!\1)[^\\]|\\.)*?[\u0900-\u097F](?:(?!\1)[^\\]|\\.)*?)\1/g)].map((m) => m[2]!);

/** Decision 232: the server's Hindi (messages to devotees, order texts, errors) spells each word as the site and the console do. */
describe('Hindi spelling in the server texts', () => {
  it('says धनवापसी, never रिफ़ंड / रिफंड, and one spelling of each word (seed content aside: it is the catalogue)', async () => {
    const files = (await sourceFiles(src)).filter((file) => !file.includes(`${path.sep}seed${path.sep}`));
    const texts = (await Promise.all(files.map((file) => readFile(file, 'utf8')))).flatMap(hindiLiterals);
    expect(texts.length).toBeGreaterThan(200);
    expect(hindiMisspellings(texts)).toEqual([]);
  });
});
