/**
 * The system's Chromium, for the browser tests and the browser benchmarks
 * (nothing downloads a browser), and the flags every one of them launches it
 * with: able to run as root, offline, and without background traffic.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path ?? ''));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install Debian's package (sudo apt-get update && sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
  }
  return found;
}
