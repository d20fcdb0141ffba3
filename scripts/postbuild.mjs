// After `react-router build`: precompress static files (served by @fastify/static with preCompressed)
// and write build/client/version.json, the id the web app polls to offer a reload after a deploy.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const clientDir = path.resolve('build/client');
const assets = fs.readdirSync(path.join(clientDir, 'assets')).sort();

function compressTree(dir) {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isDirectory()) {
      compressTree(file);
    } else if (/\.(js|css|svg|json|txt|html)$/.test(name)) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  }
}
compressTree(clientDir);

const buildId = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16);
fs.writeFileSync(path.join(clientDir, 'version.json'), JSON.stringify({ buildId }) + '\n');
console.log(`build id ${buildId}`);
