// `npm start`: build when missing or stale, then run the server (migrations and first-run seed happen at boot).
import { spawn } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
