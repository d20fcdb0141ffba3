import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DESKTOP_USER_AGENT, E2E_APP_STORE_URL, E2E_DISCORD_INVITE_URL, E2E_GA_ID, GA_ORIGIN, GA_PORT, ORIGIN, PORT, PROMOTIONS_CLOSED_TODAY } from './e2e/support/site.ts';
import { GOOGLE_JWKS_URL } from './e2e/support/google-front.ts';
import { DISCORD_API_BASE } from './e2e/support/discord-front.ts';
import { TEST_GOOGLE_CLIENT_ID } from './server/test-support/google-keys.ts';

/**
 * A fresh PGlite directory per run. The config is evaluated again in every worker: the runner
 * creates the directory once and hands its path down through the environment.
 */
const isRunner = process.env.TEST_WORKER_INDEX === undefined;
process.env.HB_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'haulbridge-e2e-'));
const dataDir = process.env.HB_E2E_DATA_DIR;
process.env.HB_E2E_GA_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'haulbridge-e2e-ga-'));
const gaDataDir = process.env.HB_E2E_GA_DATA_DIR;
if (isRunner) {
  process.on('exit', () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(gaDataDir, { recursive: true, force: true });
  });
  // Both servers start at once and run the build: it is made (when it is not current) before either starts.
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
}

/** The system Chromium (no browser download works here), else Playwright's own. */
const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((candidate) => candidate && fs.existsSync(candidate));

export default defineConfig({
  testDir: 'e2e',
  // A local Google key set (Google sign-in against GOOGLE_JWKS_URL), see e2e/support/google-front.ts.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // .ci/run collects the counts of every run for its "N passed, N failed" line.
  reporter: process.env.CI_RESULTS_DIR ? [['list'], ['json', { outputFile: `${process.env.CI_RESULTS_DIR}/playwright.json` }]] : 'list',
  // Guards against a hung test, not speed goals: CI runs on a 2-core machine that may be busy with other work, where
  // an axe scan of the home page alone took 30 s under load (a run failed on that twice). No test asserts a time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: ORIGIN,
    // HeadlessChrome counts as a bot and bots skip the locale redirect: browse like a person does.
    userAgent: DESKTOP_USER_AGENT,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    // The shell's promotions (decision 029) open over any page after a few seconds: every test starts with them
    // closed for the day, as a returning visitor would; e2e/shell-promotions.spec.ts starts without these cookies.
    storageState: { cookies: PROMOTIONS_CLOSED_TODAY, origins: [] },
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      url: `${ORIGIN}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_ORIGIN: ORIGIN,
        // All test traffic comes from one address (127.0.0.1); the per-IP limits are for the internet.
        RATE_LIMIT_PER_MINUTE: '100000',
        // registerByApi signs accounts up from addresses of their own (X-Forwarded-For through this trusted loopback
        // proxy): the suite makes more accounts than the per-IP sign-up throttle lets one address make.
        TRUST_PROXY: 'loopback',
        // Search by image describes only the best-selling goods' images at start (e2e/image-search.spec.ts searches
        // among them), not the whole demo catalog's ~19,000: that would take the test run's cores for many minutes.
        IMAGE_BACKFILL_GOODS: '30',
        GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
        // The shell's app-download QR code and community invite (e2e/shell-promotions.spec.ts).
        APP_STORE_URL: E2E_APP_STORE_URL,
        DISCORD_INVITE_URL: E2E_DISCORD_INVITE_URL,
        GOOGLE_JWKS_URL,
        // Command registration of e2e/my-bots.spec.ts goes to the loopback Discord stand-in that spec starts.
        DISCORD_API_BASE,
        DISCORD_API_TIMEOUT_MS: '3000',
        // The operators of e2e/admin.spec.ts, e2e/admin-activities.spec.ts, e2e/activity-registration.spec.ts and
        // e2e/activity-buyer.spec.ts and e2e/programme-applications.spec.ts (operators as soon as they sign up).
        ADMIN_EMAILS: 'e2e-operator@haulbridge.example,e2e-activities@haulbridge.example,e2e-registrations@haulbridge.example,e2e-buyers@haulbridge.example,e2e-applications@haulbridge.example',
      },
    },
    // The server with PUBLIC_GA_ID of e2e/account-hardening.spec.ts (the suite's server runs without analytics). It starts
    // here beside the suite's server, whose start-up (migrate, demo seed) keeps one core busy: in a test's beforeAll its
    // start-up held up one of the two workers (docs/decisions/031).
    {
      command: 'node --import tsx server/main.ts',
      url: `${GA_ORIGIN}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(GA_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: gaDataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_ORIGIN: GA_ORIGIN,
        PUBLIC_GA_ID: E2E_GA_ID,
        RATE_LIMIT_PER_MINUTE: '100000',
        IMAGE_BACKFILL_GOODS: '0',
      },
    },
  ],
});
