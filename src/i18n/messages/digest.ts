/**
 * The saved-search digest e-mail in each language (src/lib/domain/digest.ts
 * writes it in the account's language, profiles.locale). A plain module: the
 * scheduled function loads it without a bundler. en.ts and de.ts spread the
 * blocks in, so the catalog test checks them too.
 */
export const DIGEST_EN = {
  'digest.intro': 'New listings match your saved searches on {site}.',
  'digest.subject.one': '1 new vehicle matches “{name}”',
  'digest.subject.other': '{count} new vehicles match “{name}”',
  'digest.subjectAll.one': '1 new vehicle matches your saved searches',
  'digest.subjectAll.other': '{count} new vehicles match your saved searches',
  'digest.heading.one': '“{name}”: 1 new vehicle',
  'digest.heading.other': '“{name}”: {count} new vehicles',
  'digest.more': 'See {count} more',
  'digest.stop': 'Stop the daily e-mail for “{name}”',
  'digest.footer': 'You get this e-mail once a day because you turned on the daily digest for these saved searches.',
  'digest.manage': 'Manage your saved searches',
} as const;

export type DigestKey = keyof typeof DIGEST_EN;

export const DIGEST_DE: Record<DigestKey, string> = {
  'digest.intro': 'Neue Inserate passen zu deinen gespeicherten Suchen auf {site}.',
  'digest.subject.one': '1 neues Fahrzeug passt zu „{name}“',
  'digest.subject.other': '{count} neue Fahrzeuge passen zu „{name}“',
  'digest.subjectAll.one': '1 neues Fahrzeug passt zu deinen gespeicherten Suchen',
  'digest.subjectAll.other': '{count} neue Fahrzeuge passen zu deinen gespeicherten Suchen',
  'digest.heading.one': '„{name}“: 1 neues Fahrzeug',
  'digest.heading.other': '„{name}“: {count} neue Fahrzeuge',
  'digest.more': '{count} weitere ansehen',
  'digest.stop': 'Tägliche E-Mail für „{name}“ abbestellen',
  'digest.footer':
    'Du bekommst diese E-Mail einmal am Tag, weil du die tägliche Zusammenfassung für diese gespeicherten Suchen eingeschaltet hast.',
  'digest.manage': 'Gespeicherte Suchen verwalten',
};
