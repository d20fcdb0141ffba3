import { chromium } from '@playwright/test';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await p.context().newCDPSession(p);
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink.user_timing,loading,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
await p.goto(url, { waitUntil: 'load' });
await p.waitForTimeout(800);
await cdp.send('Tracing.end'); await done;
const nav = events.find((e) => e.name === 'navigationStart' || e.name==='markAsMainFrame')?.ts ?? events[0].ts;
const interesting = events.filter((e) => ['ParseHTML','EvaluateScript','v8.compileModule','v8.evaluateModule','Paint','firstContentfulPaint','UpdateLayoutTree','Layout','ResourceFinish','ResourceSendRequest','FunctionCall','RunTask','Commit','firstPaint','domContentLoadedEventEnd','MarkDOMContent','largestContentfulPaint::Candidate'].includes(e.name) && (e.dur === undefined || e.dur > 1500 || e.name!=='RunTask'));
const start = events.filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http')).at(-1)?.ts;
for (const e of interesting.sort((a,b)=>a.ts-b.ts)) {
  const t = ((e.ts - start)/1000).toFixed(1);
  if (t < 0 || t > 600) continue;
  if (e.name==='RunTask') continue;
  const extra = e.name==='ParseHTML' ? JSON.stringify([e.args?.beginData?.startLine, e.args?.endData?.endLine]) : e.name.includes('Paint') || e.name.includes('aint') ? JSON.stringify(e.args?.data ?? e.args?.frame ?? '').slice(0,120) : (e.args?.data?.url ?? e.args?.data?.requestId ?? '');
  console.log(t.padStart(7), e.dur ? (e.dur/1000).toFixed(1).padStart(6) : '      ', e.name, String(extra).slice(-50));
}
await b.close();
