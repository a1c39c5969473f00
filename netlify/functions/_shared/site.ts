/** The site's own origin for links in mail: Netlify's URL (the primary domain), else SITE_URL. */
import { ConfigurationError } from './admin';

export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const url = env.URL ?? env.SITE_URL;
  if (!url) throw new ConfigurationError('URL or SITE_URL must be set for links in mail');
  return url;
}
