// Writes build/client/version.json: the id the web app polls to offer a reload after a deploy.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const manifestDir = path.resolve('build/client/assets');
const files = fs.readdirSync(manifestDir).sort();
const buildId = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
fs.writeFileSync(path.resolve('build/client/version.json'), JSON.stringify({ buildId }) + '\n');
console.log(`build id ${buildId}`);
