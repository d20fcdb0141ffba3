// SIGUSR2 toggles a CPU profile of this process (in-process inspector); each stop writes $RENDER_PROF_DIR/<n>.cpuprofile
import { Session } from 'node:inspector';
import fs from 'node:fs';
const dir = process.env.RENDER_PROF_DIR;
if (dir && process.env.RENDER_PROF_ROLE === 'server') {
  const session = new Session();
  session.connect();
  const post = (m, p) => new Promise((res, rej) => session.post(m, p ?? {}, (e, r) => (e ? rej(e) : res(r))));
  let on = false, n = 0;
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  process.on('SIGUSR2', async () => {
    if (!on) { on = true; await post('Profiler.start'); fs.writeFileSync(`${dir}/state`, 'on'); }
    else { on = false; const { profile } = await post('Profiler.stop'); fs.writeFileSync(`${dir}/${++n}.cpuprofile`, JSON.stringify(profile)); fs.writeFileSync(`${dir}/state`, 'off' + n); }
  });
}
