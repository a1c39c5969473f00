/**
 * Debian's Chromium for the Lighthouse benchmarks (nothing downloads a
 * browser), with the flags that let it run as root and offline.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';

export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
}

/**
 * One Lighthouse run (mobile, simulated throttling) in the launched Chromium.
 * A run whose trace broke (NO_NAVSTART, seen on a busy machine and now and
 * then on a quiet one) is run again, at most twice, so one broken trace does
 * not turn a page's medians into NaN.
 */
export async function lighthouseRun(
  url: string,
  port: number,
  onlyCategories: string[],
): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (!result.lhr.runtimeError || attempt === 2) return result;
  }
}
