/**
 * `npm run admin:grant -- email [email…]` makes those accounts operators of the console (/admin);
 * `npm run admin:grant -- --revoke email` takes the role back. Against DATABASE_URL or the PGlite in DATA_DIR
 * (PGlite belongs to one process: stop the server first). Audited with the actor `cli`.
 */
import { isEmailAddress, normalizeEmail } from '../../../core/account-schemas.ts';
import { openDatabase } from '../../../db/client.ts';
import { loadDatabaseConfig } from '../../../db/config.ts';
import { migrateAndSeed } from '../../../db/setup.ts';
import { setOperators } from './repo.ts';

const usage = 'usage: npm run admin:grant -- [--revoke] email [email…]';
const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const emails = args.filter((a) => a !== '--revoke').map(normalizeEmail);
const bad = emails.filter((e) => !isEmailAddress(e));
if (emails.length === 0 || bad.length > 0 || args.some((a) => a.startsWith('--') && a !== '--revoke')) {
  console.error(bad.length ? `not an email address: ${bad.join(', ')}\n${usage}` : usage);
  process.exit(2);
}
let config;
try {
  config = loadDatabaseConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
let missing: string[] = [];
try {
  await migrateAndSeed(database, { seed: false });
  const found = await setOperators(database.db, emails, !revoke, 'cli');
  missing = emails.filter((e) => !found.includes(e));
  for (const email of found) console.log(`${email}: ${revoke ? 'no longer an operator' : 'operator'}`);
  for (const email of missing) console.error(`${email}: no account with this email (sign up first, or list it in ADMIN_EMAILS)`);
} finally {
  await database.close();
}
process.exit(missing.length ? 1 : 0);
