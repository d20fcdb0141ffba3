// The test files that open a test database: those whose imports (followed through the repository's own modules,
// `import type` left out) reach db/test-support.ts. .ci/run runs these a second time on PostgreSQL
// (TEST_DATABASE_URL); a file that opens no database would only repeat its PGlite run there.
// `npx tsx scripts/database-test-files.ts [dir …]` prints them one a line (default: db and server).
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET = path.join(ROOT, 'db/test-support.ts');

/** The relative modules a file imports or re-exports for their values (type-only imports left out). */
export function valueImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  const statements = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]/g;
  for (const match of text.matchAll(statements)) {
    const specifier = (match[4] ?? match[5] ?? match[6])!;
    if (match[2]) continue; // import type … / export type …
    const names = match[3];
    if (names && /^\{[^}]*\}$/.test(names.trim())) {
      const parts = names.trim().slice(1, -1).split(',').map((part) => part.trim()).filter(Boolean);
      if (parts.length && parts.every((part) => part.startsWith('type '))) continue; // import { type A, type B } …
    }
    const resolved = path.resolve(path.dirname(file), specifier);
    if (fs.existsSync(resolved) && fs.statSync(resolved).isFile()) found.push(resolved);
  }
  return found;
}

export function opensTestDatabase(file: string, seen = new Set<string>()): boolean {
  if (file === TARGET) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return valueImports(file).some((next) => opensTestDatabase(next, seen));
}

function testFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) testFiles(full, out);
    else if (/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

export function databaseTestFiles(dirs: readonly string[] = ['db', 'server']): string[] {
  return dirs
    .flatMap((dir) => testFiles(path.join(ROOT, dir)))
    .filter((file) => opensTestDatabase(file))
    .map((file) => path.relative(ROOT, file))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  for (const file of databaseTestFiles(dirs.length ? dirs : undefined)) console.log(file);
}
