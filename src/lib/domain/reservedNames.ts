/**
 * Names no account may take: the brand and the words staff sign with, so no
 * one can pose as Wheelhouse ("Wheelhouse Support", "Admin Team",
 * "W h e e l h o u s e", "Supp0rt", Cyrillic look-alikes). The profile form
 * checks here; the database's twin, public.is_reserved_name in
 * supabase/schemas/20_profiles.sql, refuses the same names on every write.
 * Both normalise alike: NFKC, lower case, invisible characters dropped,
 * Cyrillic and Greek look-alikes and leetspeak digits folded to Latin
 * letters; then the distinctive words are searched in the letters alone
 * (separators removed) and the short, common one ("staff") as a whole word.
 * "Team" is not reserved on its own: dealers call themselves "Team Nord";
 * with the brand it is refused anyway.
 */

/** Words that are refused wherever their letters appear, whatever separates them. */
import { VALIDATION_EN } from '../../i18n/messages/validation.ts';

export const RESERVED_NAME_LETTERS = ['wheelhouse', 'support', 'admin', 'moderator', 'official', 'helpdesk'] as const;
/** Words that are refused as a whole word ("Stafford" is a name). */
export const RESERVED_NAME_WORDS = ['staff'] as const;

/** The refusal in English (the database's words too); forms show it in the page's language (form.reservedName). */
export const RESERVED_NAME_MESSAGE = VALIDATION_EN['form.reservedName'];

/**
 * Look-alikes and the Latin letter they pass for, upper case included (the
 * database lower-cases ASCII only). The same two strings are in
 * public.is_reserved_name; reservedNames.test.ts keeps them equal.
 */
export const LOOK_ALIKES_FROM = 'аеорсхуікмтнвѕјԁɡοεαρτνκιυАЕОРСХУІКМТНВЅЈΟΕΑΡΤΝΚΙΥΜΗΒΖΧ0345789@$!|';
export const LOOK_ALIKES_TO = 'aeopcxyikmthbsjdgoeaptvkiuaeopcxyikmthbsjoeaptnkiymhbzxoeastbgasil';

/** Invisible and format characters (zero-width, joiners, direction marks, variation selectors, fillers). */
const INVISIBLE: readonly (readonly [number, number])[] = [
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

function isInvisible(codePoint: number): boolean {
  return INVISIBLE.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The name as the checks read it, once with '1' read as 'i' and once as 'l'. */
export function normalisedNameVariants(name: string): [string, string] {
  let text = name.normalize('NFKC').toLowerCase();
  text = Array.from(text)
    .filter((character) => !isInvisible(character.codePointAt(0) ?? 0))
    .join('');
  let folded = '';
  for (const character of text) {
    const at = LOOK_ALIKES_FROM.indexOf(character);
    folded += at === -1 ? character : (LOOK_ALIKES_TO[at] ?? character);
  }
  return [folded.replaceAll('1', 'i'), folded.replaceAll('1', 'l')];
}

/** Whether a name (a display name, a dealer's trading name or part of one) uses a reserved word. */
export function isReservedName(name: string | null | undefined): boolean {
  if (!name) return false;
  return normalisedNameVariants(name).some((text) => {
    const letters = text.replace(/[^a-z]/g, '');
    if (RESERVED_NAME_LETTERS.some((word) => letters.includes(word))) return true;
    const words = ` ${text.replace(/[^a-z]+/g, ' ')} `;
    return RESERVED_NAME_WORDS.some((word) => words.includes(` ${word} `) || words.includes(` ${word}s `));
  });
}
