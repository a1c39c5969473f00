import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The scripts that serve the site through the Netlify CLI give its functions
 * server a port derived from the site's own: left to itself the CLI takes a
 * fixed default, and a second checkout on other ports collided there.
 */
const scripts = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** The values the shell gives the script's `--port` and `--functions-port` under this environment. */
function netlifyPorts(script: string, env: Record<string, string>): { site: number; functions: number } {
  const command = script.slice(script.indexOf('exec netlify '));
  const argument = (flag: string) => {
    const match = new RegExp(`${flag} (\\$\\(\\([^)]*\\)\\)|[^\\s']+)`).exec(command);
    if (!match?.[1]) throw new Error(`no ${flag} in: ${script}`);
    const value = execFileSync('sh', ['-c', `echo ${match[1]}`], { env: { PATH: process.env.PATH, ...env } });
    return Number(value.toString().trim());
  };
  return { site: argument('--port'), functions: argument('--functions-port') };
}

describe('the Netlify CLI ports of the scripts', () => {
  it.each(['start', 'dev'])('npm run %s puts its functions server 50 above SITE_PORT', (name) => {
    const script = scripts[name] ?? '';
    expect(script).toMatch(/exec netlify (serve|dev) /);
    expect(netlifyPorts(script, {})).toEqual({ site: 8888, functions: 8938 });
    expect(netlifyPorts(script, { SITE_PORT: '5451' })).toEqual({ site: 5451, functions: 5501 });
  });

  it('the browser tests’ server does the same from E2E_PORT, and builds for that port', () => {
    const script = scripts['e2e:server'] ?? '';
    expect(netlifyPorts(script, { E2E_PORT: '4451' })).toEqual({ site: 4451, functions: 4501 });
    expect(script).toContain('SITE_PORT=${E2E_PORT:-4329}');
  });
});
