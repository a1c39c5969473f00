/**
 * Why the dealer import's photo step could not take a photo, as the server
 * answers it: a code and its values, never a sentence, so the import page
 * writes it in its own language (`import.photo.{code}` in the catalogs,
 * PHOTO_PROBLEMS_EN). The server's modules import the type only.
 */
import { phrase } from '../../i18n/active.ts';
import { PHOTO_PROBLEMS_EN } from '../../i18n/messages/dealerImport.ts';

type CodeOf<K> = K extends `import.photo.${infer Code}` ? Code : never;

export type PhotoProblemCode = CodeOf<keyof typeof PHOTO_PROBLEMS_EN>;

export interface PhotoProblem {
  code: PhotoProblemCode;
  /** The values its text names ({status}, {megabytes}…). */
  vars?: Readonly<Record<string, string | number>>;
}

/** The problem in the page's words (English without spoken strings); a code this page does not know stays as sent. */
export function photoProblemText(problem: PhotoProblem): string {
  const key = `import.photo.${problem.code}` as const;
  return key in PHOTO_PROBLEMS_EN ? phrase(PHOTO_PROBLEMS_EN, key, problem.vars) : problem.code;
}
