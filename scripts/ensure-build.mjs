// Builds the web app when build/ is missing or older than its sources.
import { execSync } from 'node:child_process';
import { buildIsCurrent, stampBuild } from './build-state.mjs';

export function ensureBuild() {
  if (buildIsCurrent()) return;
  console.log('Building the web app (sources changed or no build yet)…');
  execSync('npm run build', { stdio: 'inherit' });
  stampBuild();
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
