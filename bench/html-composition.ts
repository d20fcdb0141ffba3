// What the bytes of a server-rendered page are (issue 13 §2 "trim the HTML"): run against a running server,
// `BENCH_ORIGIN=http://127.0.0.1:3000 tsx bench/html-composition.ts /path …` (default: home, a search result, the
// first product of the feed). Anonymous, English, a browser user agent. For each page: raw bytes and gzip (level 9,
// each part compressed on its own) of the inline stylesheet, the hydration data (React Router's inline scripts) and
// within it the `common` catalogue, the other inline scripts, the head's links and meta, and the body's markup;
// within the markup, the bytes of class attributes and inline SVG.

import { gzipSync } from 'node:zlib';
import { CATALOG_PATH, type GoodsCard, type Page } from '../core/api.ts';
import en_common from '../core/i18n/locales/en/common.json' with { type: 'json' };
import { apiCall } from './api-call.ts';

const ORIGIN = process.env.BENCH_ORIGIN ?? 'http://127.0.0.1:3000';
const HEADERS = { accept: 'text/html', 'accept-language': 'en', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 haulbridge-bench' };

const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const bytes = (text: string) => Buffer.byteLength(text);

async function pages(): Promise<string[]> {
  if (process.argv.length > 2) return process.argv.slice(2);
  const feed = await apiCall<Page<GoodsCard>>(ORIGIN, CATALOG_PATH.defaultGoodsList, { pageId: 1, pageSize: 10 });
  const first = feed.list[0]!;
  return ['/', '/search-result?keyword=bag', `/products/${first.channel}/${first.offerId}`];
}

function composition(html: string) {
  const parts: Record<string, string> = {};
  const take = (name: string, re: RegExp) => {
    let found = '';
    html = html.replace(re, (m) => {
      found += m;
      return '';
    });
    parts[name] = (parts[name] ?? '') + found;
  };
  take('inline stylesheet', /<style\b[^>]*>[\s\S]*?<\/style>/g);
  take('hydration data (inline scripts)', /<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g);
  take('script tags with src', /<script\b[^>]*\bsrc=[^>]*><\/script>/g);
  take('link and meta tags', /<(link|meta)\b[^>]*>/g);
  const svg = (html.match(/<svg\b[\s\S]*?<\/svg>/g) ?? []).join('');
  const classes = (html.match(/\sclass="[^"]*"/g) ?? []).join('');
  parts['markup'] = html;
  return { parts, svg, classes };
}

/** The serialized `common` catalogue inside the hydration data: its longest string values, found as written there. */
function catalogueBytes(hydration: string) {
  const values: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') values.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(en_common);
  const json = JSON.stringify(en_common);
  const found = values.filter((v) => v.length > 20 && hydration.includes(JSON.stringify(v).slice(1, -1).replace(/"/g, '\\"'))).length;
  return { json: bytes(json), jsonGzip: gz(json), found, of: values.filter((v) => v.length > 20).length };
}

for (const path of await pages()) {
  const res = await fetch(ORIGIN + path, { headers: HEADERS });
  const html = await res.text();
  const { parts, svg, classes } = composition(html);
  console.log(`\n${path}  ${res.status}  ${kb(bytes(html))} kB raw, ${kb(gz(html))} kB gzip  (${res.headers.get('server-timing') ?? ''})`);
  for (const [name, text] of Object.entries(parts)) {
    console.log(`  ${name.padEnd(34)} ${kb(bytes(text)).padStart(6)} kB raw ${kb(gz(text)).padStart(6)} kB gzip  ${((100 * bytes(text)) / bytes(html)).toFixed(1).padStart(5)} %`);
  }
  console.log(`    of the markup: class attributes ${kb(bytes(classes))} kB, inline svg ${kb(bytes(svg))} kB`);
  const cat = catalogueBytes(parts['hydration data (inline scripts)']!);
  console.log(`    common catalogue (en) as JSON: ${kb(cat.json)} kB raw, ${kb(cat.jsonGzip)} kB gzip; ${cat.found} of its ${cat.of} longer texts are in the hydration data`);
}
