import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Code comments and docs cite docs/product.md as `product §N` / `product §DN`; every cited section must exist,
// and nothing may cite documents the repository does not hold (the spec and design notes it summarises).
const ROOT = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|md|sql|json)$/.test(file) && !file.startsWith('db/migrations/meta/') && file !== 'package-lock.json' && fs.existsSync(path.join(ROOT, file)));
const product = fs.readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8');
const sections = new Set([...product.matchAll(/^## (D?\d+)\. /gm)].map((match) => match[1]));

describe('references to the product document', () => {
  it('has its sections 1–9 and D1–D7', () => {
    expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7']);
  });

  it('cites only sections that exist, and no document outside the repository', () => {
    const problems: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of text.matchAll(/\b[Pp]roduct §(D?\d+)/g)) if (!sections.has(match[1]!)) problems.push(`${file}: §${match[1]}`);
      for (const match of text.matchAll(/\b(?:[Ss]pec|DESIGN(?:\.md)?|STYLE|API\.md) ?§ ?\d+|\bAPI\.md\b|\bDESIGN\.md\b/g)) problems.push(`${file}: ${match[0]}`);
    }
    expect(problems).toEqual([]);
  });
});
