// Is build/ current? A hash of everything the web build reads, stored beside the build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['app', 'core', 'public', 'package-lock.json', 'react-router.config.ts', 'vite.config.ts', 'tsconfig.json'];
const STAMP = 'build/.source-hash';

function walk(entry, files) {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      walk(path.join(entry, name), files);
    }
  } else if (!/\.test\.tsx?$/.test(entry)) {
    files.push(entry);
  }
}

export function sourceHash() {
  const files = [];
  for (const input of INPUTS) walk(input, files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

export function buildIsCurrent() {
  return fs.existsSync('build/server/index.js') && fs.existsSync('build/client/version.json') && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === sourceHash();
}

export function stampBuild() {
  fs.writeFileSync(STAMP, sourceHash());
}
