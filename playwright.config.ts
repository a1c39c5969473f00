import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.ts';

/**
 * Browser tests run in the system's Chromium (Playwright never downloads a
 * browser) against the site as `netlify serve` builds and serves it, with its
 * functions and the on-demand pages' function, next to a fresh in-memory
 * local Supabase stack (`npm run e2e:server`).
 * That server runs without the listing webhook: there is no CDN to purge
 * locally, and each delivery costs the CLI's function runtime a worker (about
 * a second and a few MB), so the suites' bursts of listing writes stalled
 * it. The webhook and its purges are covered by the integration tests.
 * For the same reason the saved-search alert webhook is answered by its
 * handler served from the stack's own process (with-stack.ts,
 * --alerts-in-process), not through the CLI; `npm start` serves it through
 * the CLI as Netlify does.
 */
// Several checkouts can run their browser tests side by side with their own ports (see e2e:server).
const PORT = Number(process.env.E2E_PORT ?? 4329);
const isCI = Boolean(process.env.CI);
// The secret the site's scheduled functions expect from the local scheduler (scripts/with-stack.ts reads it):
// the server and the tests that run a scheduled job, as the scheduler would, both inherit it from here.
process.env.SCHEDULE_SECRET ??= 'e2e-local-schedule-secret';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  // Two browsers, the site's function runtime and the stack share two cores: a sign-in's redirect or a
  // search's results can take longer than Playwright's 5 s default on a loaded machine.
  expect: { timeout: 10_000 },
  // A journey signs in and opens several pages, each through the local function runtime: on two busy cores
  // that takes longer than Playwright's 30 s default without anything being wrong.
  timeout: 60_000,
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'npm run e2e:server',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !isCI,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
