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
 * ARE engine read alike (explicit classes, explicit boundaries, no `.`,
 * `\b`, `\d`, `\s` or back-references), which scamGuard.test.ts enforces.
 * The checks stay fast on any message: Postgres runs them as automata, the
 * text is capped, groups repeat a bounded number of times, and unbounded
 * repetition applies only to single character classes, so JavaScript's
 * backtracking is at worst quadratic in the capped length, never exponential.
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

/**
 * Where a word or number may start and end. Detection takes the boundary
 * character into the match (`(?:^|[^a-z0-9])`): Postgres' automaton runs
 * that far faster than a lookbehind at every position, and whether a message
 * matches does not change. Masking must not swallow the neighbours, so it
 * uses lookarounds, which cost more but run only on flagged messages.
 */
interface Boundaries {
  /** Not preceded by a letter or digit. */
  start: string;
  /** Not followed by a letter or digit. */
  end: string;
  /** Not followed by a digit. */
  numberEnd: string;
  /** Not inside a word or number, nor after a digit group and its separator (an IBAN's groups). */
  numberStart: string;
}

const DETECT: Boundaries = {
  start: '(?:^|[^a-z0-9])',
  end: '(?:[^a-z0-9]|$)',
  numberEnd: '(?:[^0-9]|$)',
  numberStart: '(?:^|[^0-9a-z+ ./-]|(?:^|[^0-9])[ ./-])',
};

const MASK: Boundaries = {
  start: '(?<![a-z0-9])',
  end: '(?![a-z0-9])',
  numberEnd: '(?![0-9])',
  numberStart: '(?<![0-9a-z+])(?<![0-9][ ./-])',
};

/** A whole run of e-mail local-part characters (the lookbehind makes it start at the run's start). */
const LOCAL_PART = '(?<![a-z0-9._%+-])[a-z0-9._%+-]+';

function patterns({ start, end, numberStart, numberEnd }: Boundaries): Record<ScamCategory, readonly string[]> {
  return {
    phone: [
      // +49 176 1234567, 0049 (0)176-123 45 67, 0176/1234567, (030) 123 45 67, 07700 900123
      `${numberStart}(?:(?:[+]|00)[1-9][0-9]{0,2}[ ]{0,2}(?:[(]0[)][ ]{0,2})?[1-9]|[(]?0[1-9])[0-9]{1,4}[)]?[ /-]{0,3}[0-9](?:[ -]?[0-9]){4,10}${numberEnd}`,
      // (555) 123-4567, 555.123.4567
      `${numberStart}[(]?[2-9][0-9]{2}[)]?[ .-]?[0-9]{3}[ .-][0-9]{4}${numberEnd}`,
      // wa.me/4917612345678, tel:+4917612345678
      '(?:wa[.]me/|tel:[ ]?)[+]?[0-9]{6,15}',
    ],
    email: [
      `${LOCAL_PART}@[a-z0-9-]+(?:[.][a-z0-9-]+){1,4}`,
      // max(at)example.com, max [at] example punkt de
      `${LOCAL_PART}[ ]{0,2}[(\\[{<][ ]{0,2}(?:at|@)[ ]{0,2}[)\\]}>][ ]{0,2}[a-z0-9-]+`,
      // max at example dot com
      `${LOCAL_PART}[ ]{1,2}at[ ]{1,2}[a-z0-9-]+[ ]{1,2}(?:dot|punkt)[ ]{1,2}(?:com|de|net|org|eu|at|ch|uk|info|io)${end}`,
    ],
    messenger: [
      `${start}(?:whats[ -]?app|w?hatsap{1,2}|telegram|threema|viber|wechat|(?:facebook|fb)[ -]?messenger)${end}`,
      '(?:wa[.]me|t[.]me)/',
      `${start}(?:via|on|per|[üÜ]ber|auf|using)[ ]{1,2}signal${end}`,
    ],
    iban: [`${start}[a-z]{2}[0-9]{2}[ .-]?[a-z0-9]{4}(?:[ .-]?[0-9]{4}){2,6}(?:[ .-]?[a-z0-9]{1,4})?${end}`],
    payment_link: [
      '(?:paypal|revolut|venmo|cash[.]app|monzo)[.](?:me|com)/',
      '(?:bit[.]ly|tinyurl[.]com|goo[.]gl|rb[.]gy|cutt[.]ly|is[.]gd)/',
      `${start}(?:payment|pay|zahlungs|bezahl)[ -]?links?${end}`,
      `${start}(?:click|klick(?:e|en)?)[ ](?:on[ ]|auf[ ])?(?:the|this|my|den|diesen|meinen)[ ]link${end}`,
    ],
    friends_family: [
      `${start}(?:friends?[ ]{0,2}(?:and|&|n|[+])[ ]{0,2}famil(?:y|ies)|family[ ]{0,2}(?:and|&|[+])[ ]{0,2}friends?)${end}`,
      `${start}(?:freunde[ ]{0,2}(?:und|&|[+])[ ]{0,2}familie|familie[ ]{0,2}(?:und|&|[+])[ ]{0,2}freunde)${end}`,
      `${start}(?:f[ ]?&[ ]?f|f[ ]?[+][ ]?f|paypal[ ]freunde|an[ ]freunde[ ]senden|sending[ ]to[ ]a[ ]friend)${end}`,
    ],
    gift_card: [
      `${start}(?:gift[ -]?cards?|geschenk[ -]?karten?|gutschein[ -]?(?:karten?|codes?)|guthaben[ -]?karten?|paysafe[ -]?cards?)${end}`,
      `${start}(?:amazon|apple|itunes|google[ -]?play|steam|ebay|netflix)[ -]{0,2}(?:gift[ -]?cards?|cards?|karten?|gutscheine?|codes?|guthaben)${end}`,
    ],
    money_transfer: [
      `${start}(?:western[ ]?union|money[ ]?gram|ria[ ]money|world[ ]?remit|remitly|transfer[ ]?wise|bargeld[ ]?transfer|cash[ ]?transfer)${end}`,
      `${start}(?:bit[ .-]?coins?|btc|usdt|ethereum|crypto(?:currency)?|krypto(?:w[äÄ]hrung)?)${end}`,
    ],
    courier: [
      `${start}(?:couriers?|kurier(?:dienst|fahrer|firma)?|spedit(?:ion|eur)(?:sfirma|sunternehmen)?|transportunternehmen|escrow|treuh(?:and|[äÄ]nder|aender))`,
      `${start}(?:shipping|delivery|transport|logistics|freight)[ ](?:company|agent|agency|firm)`,
      `${start}(?:i[ ]am|i['’]m|im|ich[ ]bin)[ ](?:currently[ ]|zurzeit[ ]|gerade[ ]|beruflich[ ])?(?:abroad|overseas|offshore|deployed|im[ ]ausland|auf[ ]montage)${end}`,
      `${start}(?:customs[ ](?:fee|fees|charge|charges|clearance)|zollgeb(?:[üÜ]|ue)hr)`,
    ],
  };
}

/**
 * The patterns of each category, matched case-insensitively. A message is
 * in a category when any of its patterns matches.
 */
export const SCAM_PATTERNS: Readonly<Record<ScamCategory, readonly string[]>> = patterns(DETECT);

/** The same patterns with boundaries that match no character, for replacing what they find. */
export const MASK_PATTERNS: Readonly<Record<ScamCategory, readonly string[]>> = patterns(MASK);

/** One expression per category: its patterns as alternatives (for detection, or for masking). */
export function categoryPattern(category: ScamCategory, forMasking = false): string {
  return (forMasking ? MASK_PATTERNS : SCAM_PATTERNS)[category].map((pattern) => `(?:${pattern})`).join('|');
}

const COMPILED = SCAM_CATEGORIES.map((category) => ({ category, re: new RegExp(categoryPattern(category), 'i') }));

/** The text the checks see: the first SCAM_GUARD_MAX_CHECKED characters (code points, as Postgres counts). */
export function checkedText(body: string): string {
  return body.length <= SCAM_GUARD_MAX_CHECKED ? body : Array.from(body).slice(0, SCAM_GUARD_MAX_CHECKED).join('');
}

/**
 * Invisible and format characters (zero-width spaces and joiners, direction
 * marks, soft hyphens, variation selectors, fillers): dropped before
 * matching, so "gi\u200bft card" or a phone number with a zero-width space
 * reads as written. Code point ranges; the generated SQL holds the same class.
 */
export const SCAM_GUARD_INVISIBLE: readonly (readonly [number, number])[] = [
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];

/** Cyrillic and Greek letters that pass for Latin ones, and the Latin letter each is read as. */
export const SCAM_GUARD_CONFUSABLES_FROM = 'аеорсхуікмтнвѕјԁɡοεαρτνκιυАЕОРСХУІКМТНВЅЈΟΕΑΡΤΝΚΙΥΜΗΒΖΧ';
export const SCAM_GUARD_CONFUSABLES_TO = 'aeopcxyikmthbsjdgoeaptvkiuaeopcxyikmthbsjoeaptnkiymhbzx';

/** Digits written for letters inside a word (b1tcoin, wh4tsapp), and the letter each is read as. */
export const SCAM_GUARD_LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
};

/** Unicode NFKC (full-width digits and letters become ASCII) with the invisible characters dropped. */
export function visibleText(text: string): string {
  return Array.from(text.normalize('NFKC'))
    .filter((character) => {
      const codePoint = character.codePointAt(0) ?? 0;
      return !SCAM_GUARD_INVISIBLE.some(([from, to]) => codePoint >= from && codePoint <= to);
    })
    .join('');
}

/**
 * The text the patterns read: the checked characters, made visible
 * (visibleText), look-alike letters folded to Latin, and digits between two
 * letters read as the letters they stand for. public.scam_guard_text does the
 * same in the database.
 */
export function scamGuardText(body: string): string {
  let folded = '';
  for (const character of visibleText(checkedText(body))) {
    const at = SCAM_GUARD_CONFUSABLES_FROM.indexOf(character);
    folded += at === -1 ? character : (SCAM_GUARD_CONFUSABLES_TO[at] ?? character);
  }
  return folded.replace(/(?<=[a-z])[013457](?=[a-z])/gi, (digit) => SCAM_GUARD_LEET[digit] ?? digit);
}

/** The categories a message falls in, in SCAM_CATEGORIES order; the database records the same. */
export function scamCategories(body: string): ScamCategory[] {
  const text = scamGuardText(body);
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

/**
 * The catalog keys of the sender's heads-up for a draft: masking first (when
 * it applies), then one per family. The texts live in src/i18n/messages/inbox.ts
 * (`scam.masking`, `scam.sender.{family}`, and `scam.recipient.{family}` for the
 * note the recipient reads).
 */
export function senderWarnings(
  categories: readonly ScamCategory[],
  otherHasWritten: boolean,
): ('scam.masking' | `scam.sender.${ScamFamily}`)[] {
  const masked = MASKED_CATEGORIES.some(({ category }) => categories.includes(category));
  return [
    ...(masked && !otherHasWritten ? (['scam.masking'] as const) : []),
    ...scamFamilies(categories).map((family) => `scam.sender.${family}` as const),
  ];
}

/** What the refusal of a new account's message says (the database raises the same text). */
export const NEW_ACCOUNT_REFUSAL =
  'New accounts cannot send gift card, money transfer, crypto or “friends and family” payment requests during their first day.';
