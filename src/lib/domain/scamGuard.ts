/**
 * The scam guard's rules: what in a chat message looks like the common
 * marketplace frauds (taking the talk off the platform, paying outside a safe
 * handover, courier and escrow stories), and what the people in the chat are
 * told about it.
 *
 * This module is the one source of the rules. The composer checks drafts with
 * it before sending; `npm run db:scam-guard` turns the same patterns into the
 * SQL functions the message trigger runs (a generated migration), and
 * `npm run db:check` fails when the two drift apart. The patterns are written
 * in the subset of regular-expression syntax that JavaScript and Postgres'
 * ARE engine read alike (explicit classes, lookaround boundaries, bounded
 * repetition only, no `.`, `\b`, `\d`, `\s` or back-references), which
 * scamGuard.test.ts enforces, so no message can make either side backtrack
 * for long: every repetition is bounded and the checked text is capped.
 */

/** What a rule recognises; recorded on each message (messages.risk_categories). */
export const SCAM_CATEGORIES = [
  'phone',
  'email',
  'messenger',
  'iban',
  'payment_link',
  'friends_family',
  'gift_card',
  'money_transfer',
  'courier',
] as const;
export type ScamCategory = (typeof SCAM_CATEGORIES)[number];

/** How the people in the chat are told about a risk: one note per family. */
export const SCAM_FAMILIES = ['off_platform', 'payment', 'courier'] as const;
export type ScamFamily = (typeof SCAM_FAMILIES)[number];

export const FAMILY_OF: Readonly<Record<ScamCategory, ScamFamily>> = {
  phone: 'off_platform',
  email: 'off_platform',
  messenger: 'off_platform',
  iban: 'payment',
  payment_link: 'payment',
  friends_family: 'payment',
  gift_card: 'payment',
  money_transfer: 'payment',
  courier: 'courier',
};

/**
 * Contact details hidden from the recipient in a conversation's first
 * messages (until both sides have written), in the order they are masked,
 * with the placeholder the recipient reads instead.
 */
export const MASKED_CATEGORIES = [
  { category: 'iban', placeholder: '[IBAN hidden]' },
  { category: 'email', placeholder: '[e-mail hidden]' },
  { category: 'phone', placeholder: '[phone number hidden]' },
] as const satisfies readonly { category: ScamCategory; placeholder: string }[];

/**
 * Categories an account may not send during its first day (NEW_ACCOUNT_HOURS):
 * payment routes with no legitimate use in a vehicle sale and no way back.
 * Older accounts are only warned.
 */
export const REFUSED_FOR_NEW_ACCOUNTS = [
  'friends_family',
  'gift_card',
  'money_transfer',
] as const satisfies readonly ScamCategory[];
export const NEW_ACCOUNT_HOURS = 24;

/** Only the first characters are checked (the message limit), so the cost of a check is bounded. */
export const SCAM_GUARD_MAX_CHECKED = 2000;

/** Not preceded by a letter or digit; not followed by one. */
const START = '(?<![a-z0-9])';
const END = '(?![a-z0-9])';
/** A number starts here: not inside a word, a number or a list of digit groups (an IBAN's). */
const NUMBER_START = '(?<![0-9a-z+])(?<![0-9][ ./-])';

/**
 * The patterns of each category, matched case-insensitively. A message is
 * in a category when any of its patterns matches.
 */
export const SCAM_PATTERNS: Readonly<Record<ScamCategory, readonly string[]>> = {
  phone: [
    // +49 176 1234567, 0049 (0)176-123 45 67, 0176/1234567, (030) 123 45 67, 07700 900123
    `${NUMBER_START}(?:(?:[+]|00)[1-9][0-9]{0,2}[ ]{0,2}(?:[(]0[)][ ]{0,2})?[1-9]|[(]?0[1-9])[0-9]{1,4}[)]?[ /-]{0,3}[0-9](?:[ -]?[0-9]){4,10}(?![0-9])`,
    // (555) 123-4567, 555.123.4567
    `${NUMBER_START}[(]?[2-9][0-9]{2}[)]?[ .-]?[0-9]{3}[ .-][0-9]{4}(?![0-9])`,
    // wa.me/4917612345678, tel:+4917612345678
    '(?:wa[.]me/|tel:[ ]?)[+]?[0-9]{6,15}',
  ],
  email: [
    '[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:[.][a-z0-9-]{1,63}){1,4}',
    // max(at)example.com, max [at] example punkt de
    '[a-z0-9._%+-]{1,64}[ ]{0,2}[(\\[{<][ ]{0,2}(?:at|@)[ ]{0,2}[)\\]}>][ ]{0,2}[a-z0-9-]{1,63}',
    // max at example dot com
    `[a-z0-9._%+-]{1,64}[ ]{1,2}at[ ]{1,2}[a-z0-9-]{1,63}[ ]{1,2}(?:dot|punkt)[ ]{1,2}(?:com|de|net|org|eu|at|ch|uk|info|io)${END}`,
  ],
  messenger: [
    `${START}(?:whats[ -]?app|w?hatsap{1,2}|telegram|threema|viber|wechat|(?:facebook|fb)[ -]?messenger)${END}`,
    '(?:wa[.]me|t[.]me)/',
    `${START}(?:via|on|per|[üÜ]ber|auf|using)[ ]{1,2}signal${END}`,
  ],
  iban: [`${START}[a-z]{2}[0-9]{2}[ -]?[a-z0-9]{4}(?:[ -]?[0-9]{4}){2,6}(?:[ -]?[a-z0-9]{1,4})?${END}`],
  payment_link: [
    '(?:paypal|revolut|venmo|cash[.]app|monzo)[.](?:me|com)/',
    '(?:bit[.]ly|tinyurl[.]com|goo[.]gl|rb[.]gy|cutt[.]ly|is[.]gd)/',
    `${START}(?:payment|pay|zahlungs|bezahl)[ -]?links?${END}`,
    `${START}(?:click|klick(?:e|en)?)[ ](?:on[ ]|auf[ ])?(?:the|this|my|den|diesen|meinen)[ ]link${END}`,
  ],
  friends_family: [
    `${START}(?:friends?[ ]{0,2}(?:and|&|n|[+])[ ]{0,2}famil(?:y|ies)|family[ ]{0,2}(?:and|&|[+])[ ]{0,2}friends?)${END}`,
    `${START}(?:freunde[ ]{0,2}(?:und|&|[+])[ ]{0,2}familie|familie[ ]{0,2}(?:und|&|[+])[ ]{0,2}freunde)${END}`,
    `${START}(?:f[ ]?&[ ]?f|f[ ]?[+][ ]?f|paypal[ ]freunde|an[ ]freunde[ ]senden|sending[ ]to[ ]a[ ]friend)${END}`,
  ],
  gift_card: [
    `${START}(?:gift[ -]?cards?|geschenk[ -]?karten?|gutschein[ -]?(?:karten?|codes?)|guthaben[ -]?karten?|paysafe[ -]?cards?)${END}`,
    `${START}(?:amazon|apple|itunes|google[ -]?play|steam|ebay|netflix)[ -]?(?:gift[ -]?cards?|cards?|karten?|gutscheine?|codes?|guthaben)${END}`,
  ],
  money_transfer: [
    `${START}(?:western[ ]?union|money[ ]?gram|ria[ ]money|world[ ]?remit|remitly|transfer[ ]?wise|bargeld[ ]?transfer|cash[ ]?transfer)${END}`,
    `${START}(?:bitcoins?|btc|usdt|ethereum|crypto(?:currency)?|krypto(?:w[äÄ]hrung)?)${END}`,
  ],
  courier: [
    `${START}(?:couriers?|kurier(?:dienst|fahrer|firma)?|spedit(?:ion|eur)(?:sfirma|sunternehmen)?|transportunternehmen|escrow|treuh(?:and|[äÄ]nder|aender))`,
    `${START}(?:shipping|delivery|transport|logistics|freight)[ ](?:company|agent|agency|firm)`,
    `${START}(?:i[ ]am|i['’]m|im|ich[ ]bin)[ ](?:currently[ ]|zurzeit[ ]|gerade[ ]|beruflich[ ])?(?:abroad|overseas|offshore|deployed|im[ ]ausland|auf[ ]montage)${END}`,
    `${START}(?:customs[ ](?:fee|fees|charge|charges|clearance)|zollgeb(?:[üÜ]|ue)hr)`,
  ],
};

/** One expression per category: its patterns as alternatives. */
export function categoryPattern(category: ScamCategory): string {
  return SCAM_PATTERNS[category].map((pattern) => `(?:${pattern})`).join('|');
}

const COMPILED = SCAM_CATEGORIES.map((category) => ({ category, re: new RegExp(categoryPattern(category), 'i') }));

/** The text the checks see: the first SCAM_GUARD_MAX_CHECKED characters (code points, as Postgres counts). */
export function checkedText(body: string): string {
  return body.length <= SCAM_GUARD_MAX_CHECKED ? body : Array.from(body).slice(0, SCAM_GUARD_MAX_CHECKED).join('');
}

/** The categories a message falls in, in SCAM_CATEGORIES order; the database records the same. */
export function scamCategories(body: string): ScamCategory[] {
  const text = checkedText(body);
  return COMPILED.filter(({ re }) => re.test(text)).map(({ category }) => category);
}

/** The families of some categories, in SCAM_FAMILIES order, each once. */
export function scamFamilies(categories: readonly string[]): ScamFamily[] {
  const families = new Set(categories.filter(isScamCategory).map((category) => FAMILY_OF[category]));
  return SCAM_FAMILIES.filter((family) => families.has(family));
}

export function isScamCategory(value: string): value is ScamCategory {
  return (SCAM_CATEGORIES as readonly string[]).includes(value);
}

/** Whether an account created at `createdAt` would have the message refused (new accounts only). */
export function refusedForNewAccount(
  categories: readonly string[],
  createdAt: string,
  now: Date = new Date(),
): boolean {
  const young = now.getTime() - Date.parse(createdAt) < NEW_ACCOUNT_HOURS * 3_600_000;
  return young && categories.some((category) => (REFUSED_FOR_NEW_ACCOUNTS as readonly string[]).includes(category));
}

/** What the sender reads before sending, per family. */
export const SENDER_WARNINGS: Readonly<Record<ScamFamily, string>> = {
  off_platform:
    'Phone numbers, e-mail addresses and IBANs stay hidden from the other person until you have both written. Keeping the chat on Wheelhouse protects you both.',
  payment:
    'Gift cards, money transfer services, crypto, payment links and PayPal “friends and family” payments cannot be reversed. The other person will see a safety note with this message.',
  courier:
    'Stories about couriers, shipping agents or escrow services are a common part of scams. The other person will see a safety note with this message.',
};

/** The calm note the recipient reads under a message, per family. */
export const RECIPIENT_NOTES: Readonly<Record<ScamFamily, string>> = {
  off_platform:
    'Keep the conversation on Wheelhouse. Scammers often ask to move to WhatsApp, e-mail or the phone before you have met.',
  payment:
    'Never pay before you have seen the vehicle and its papers. Bank transfers to strangers, gift cards, money transfer services, crypto and PayPal “friends and family” cannot be reversed.',
  courier:
    'Wheelhouse does not ship vehicles or hold payments. Stories about couriers, shipping agents or escrow services are a common scam.',
};

/** What the refusal of a new account's message says (the database raises the same text). */
export const NEW_ACCOUNT_REFUSAL =
  'New accounts cannot send gift card, money transfer, crypto or “friends and family” payment requests during their first day.';
