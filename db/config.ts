import path from 'node:path';
import { z } from 'zod';

/**
 * The two variables that say where the database is (README "Configuration"). server/config.ts validates
 * them with these same rules as part of the whole configuration; `npm run db:*` needs only these.
 */
export const databaseEnv = {
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional()
    .refine((v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v), { message: 'must be a postgres:// or postgresql:// connection URL' }),
};

export type DatabaseConfig = { DATA_DIR: string; DATABASE_URL: string | undefined };

/** DATA_DIR (resolved) and DATABASE_URL from the environment; throws a message naming each bad variable. */
export function loadDatabaseConfig(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  const parsed = z.object(databaseEnv).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable and its default.`);
  }
  return { DATA_DIR: path.resolve(parsed.data.DATA_DIR), DATABASE_URL: parsed.data.DATABASE_URL };
}
