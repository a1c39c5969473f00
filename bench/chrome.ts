/**
 * Debian's Chromium for the Lighthouse benchmarks (nothing downloads a
 * browser), with the flags that let it run as root and offline.
 */
import * as chromeLauncher from 'chrome-launcher';

export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
