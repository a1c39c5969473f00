/**
 * The daily e-mail digest of saved searches: what the database hands the
 * scheduled function for one user (claim_saved_search_digests, checked
 * here), and the mail it becomes: one per user, each search with up to
 * DIGEST_MAX_MATCHES new listings (title, price, link), a link to all of its
 * results, and a link that turns that search's digest off without signing in.
 */
import { DIGEST_DE, DIGEST_EN, type DigestKey } from '../../i18n/messages/digest.ts';
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from '../../i18n/locale.ts';
import { fill } from '../../i18n/translate.ts';
import { formatMileage, formatPrice } from './format.ts';
import { savedSearchHref } from './savedSearch.ts';
import { SITE_NAME } from './site.ts';
import { z } from './zod.ts';

/** New listings shown per search in one digest; the rest are counted and linked. */
export const DIGEST_MAX_MATCHES = 10;

/** The page an unsubscribe link opens (it asks before switching the digest off). */
export const DIGEST_UNSUBSCRIBE_PAGE = '/saved-searches/unsubscribe/';

/** Where mail clients post a one-click unsubscribe (RFC 8058). */
export const DIGEST_ONE_CLICK_PATH = '/api/digest/unsubscribe';

/** The signed token of an unsubscribe link: the search id and its HMAC-SHA256 in hex. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{64}$/;

const digestMatchSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  year: z.number(),
  mileage: z.number(),
  location: z.string(),
});

const digestSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  query: z.string(),
  total: z.number().int().min(1),
  unsubscribe_token: z.string().regex(UNSUBSCRIBE_TOKEN_PATTERN),
  matches: z.array(digestMatchSchema).min(1),
});

export const digestSchema = z.object({
  user_id: z.string(),
  email: z.string().min(3),
  /** The account's language (profiles.locale): the mail is written in it. */
  locale: z.enum(LOCALES).catch(DEFAULT_LOCALE).default(DEFAULT_LOCALE),
  claimed_at: z.string(),
  searches: z.array(digestSearchSchema).min(1),
});

/** One batch from claim_saved_search_digests: how many users it claimed, and the digests to send. */
export const digestClaimSchema = z.object({
  recipients: z.number().int().min(0),
  digests: z.array(digestSchema),
});

/** A digest to mail; without a locale it is written in English. */
export type Digest = Omit<z.infer<typeof digestSchema>, 'locale'> & { locale?: Locale };
export type DigestSearch = z.infer<typeof digestSearchSchema>;

export interface DigestMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const TEXTS: Readonly<Record<Locale, Readonly<Record<DigestKey, string>>>> = { en: DIGEST_EN, de: DIGEST_DE };

/** A counted digest text in a language: the `.one` or `.other` form for `count`. */
function say(
  locale: Locale,
  key: 'digest.subject' | 'digest.subjectAll' | 'digest.heading',
  vars: { count: number; name?: string },
): string {
  return fill(TEXTS[locale][`${key}.${vars.count === 1 ? 'one' : 'other'}`], vars);
}

/** "3 new vehicles match “Diesel estates”", or "5 new vehicles match your saved searches" for several. */
export function digestSubject(
  searches: readonly Pick<DigestSearch, 'name' | 'total'>[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  const total = searches.reduce((sum, search) => sum + search.total, 0);
  const only = searches.length === 1 ? searches[0] : undefined;
  return only
    ? say(locale, 'digest.subject', { count: total, name: only.name })
    : say(locale, 'digest.subjectAll', { count: total });
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL(DIGEST_UNSUBSCRIBE_PAGE, siteUrl);
  url.searchParams.set('token', token);
  return url.href;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

interface Link {
  label: string;
  href: string;
}

interface SearchBlock {
  heading: string;
  listings: { link: Link; facts: string }[];
  more: Link | null;
  unsubscribe: Link;
}

function searchBlock(search: DigestSearch, siteUrl: string, locale: Locale): SearchBlock {
  const rest = search.total - search.matches.length;
  return {
    heading: say(locale, 'digest.heading', { count: search.total, name: search.name }),
    listings: search.matches.map((match) => ({
      link: { label: match.title, href: new URL(localePath(`/vehicles/id/${match.id}`, locale), siteUrl).href },
      facts: [
        formatPrice(match.price, locale),
        String(match.year),
        formatMileage(match.mileage, locale),
        match.location,
      ].join(' · '),
    })),
    more:
      rest > 0
        ? {
            label: fill(TEXTS[locale]['digest.more'], { count: rest }),
            href: new URL(localePath(savedSearchHref(search.type, search.query), locale), siteUrl).href,
          }
        : null,
    unsubscribe: {
      label: fill(TEXTS[locale]['digest.stop'], { name: search.name }),
      href: unsubscribeUrl(siteUrl, search.unsubscribe_token),
    },
  };
}

/** The digest as a mail: plain text (the listing links first) with an HTML alternative, and one-click unsubscribe headers. */
export function digestMail(digest: Digest, siteUrl: string): DigestMail {
  const locale = digest.locale ?? DEFAULT_LOCALE;
  const texts = TEXTS[locale];
  const intro = fill(texts['digest.intro'], { site: SITE_NAME });
  const footer = texts['digest.footer'];
  const blocks = digest.searches.map((search) => searchBlock(search, siteUrl, locale));
  const manage: Link = {
    label: texts['digest.manage'],
    href: new URL(localePath('/favorites', locale), siteUrl).href,
  };

  const text = [
    intro,
    ...blocks.map((block) =>
      [
        block.heading,
        ...block.listings.map(({ link, facts }) => `- ${link.label}\n  ${facts}\n  ${link.href}`),
        ...(block.more ? [`${block.more.label}: ${block.more.href}`] : []),
        `${block.unsubscribe.label}: ${block.unsubscribe.href}`,
      ].join('\n'),
    ),
    `${footer}\n${manage.label}: ${manage.href}`,
  ].join('\n\n');

  const a = (link: Link, style = 'color:#1d4ed8') =>
    `<a href="${escapeHtml(link.href)}" style="${style}">${escapeHtml(link.label)}</a>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">`,
    `<p>${escapeHtml(intro)}</p>`,
    ...blocks.map((block) =>
      [
        `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(block.heading)}</h2>`,
        '<ul style="padding-left:20px;margin:0">',
        ...block.listings.map(
          ({ link, facts }) => `<li style="margin:0 0 8px">${a(link)}<br>${escapeHtml(facts)}</li>`,
        ),
        '</ul>',
        block.more ? `<p style="margin:8px 0">${a(block.more)}</p>` : '',
        `<p style="margin:8px 0;font-size:14px">${a(block.unsubscribe, 'color:#4b5563')}</p>`,
      ].join(''),
    ),
    `<p style="margin-top:32px;font-size:14px;color:#4b5563">${escapeHtml(footer)} ${a(manage, 'color:#4b5563')}</p>`,
    '</body></html>',
  ].join('');

  const oneClick = new URL(DIGEST_ONE_CLICK_PATH, siteUrl);
  for (const search of digest.searches) oneClick.searchParams.append('token', search.unsubscribe_token);
  return {
    to: digest.email,
    subject: digestSubject(digest.searches, locale),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick.href}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
