/**
 * The loopback stand-in for Discord's API (server/test-support/discord-stand-in.ts) that e2e/my-bots.spec.ts starts;
 * the e2e server reaches it as DISCORD_API_BASE (playwright.config.ts). E2E_DISCORD_PORT, or E2E_PORT + 6.
 */
import { PORT } from './site.ts';

export const DISCORD_FRONT_PORT = Number(process.env.E2E_DISCORD_PORT ?? PORT + 6);
export const DISCORD_API_BASE = `http://127.0.0.1:${DISCORD_FRONT_PORT}`;
