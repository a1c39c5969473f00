/**
 * An island's strings for the components below it (docs/i18n.md): the island
 * root wraps its tree in `<SayProvider say={say}>` and a component deep in it
 * reads `useSay<TheIslandStrings>()` instead of taking `say` through every
 * level. The provider also hands the strings to the form rules, stores and
 * data layer (`speak`), so their messages come out in the page's language.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { speak } from '../../i18n/active';
import { installRefusalWords } from '../../lib/data/errorMessages';
import type { Locale } from '../../i18n/locale';

type AnyStrings = Readonly<Record<string, string>> & { locale: Locale };

const SayContext = createContext<AnyStrings | null>(null);

export function SayProvider({ say, children }: { say: AnyStrings; children: ReactNode }) {
  speak(say);
  installRefusalWords();
  return <SayContext.Provider value={say}>{children}</SayContext.Provider>;
}

/** The island's strings; S is the island's `Strings<…>` type. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- S names the island's strings for the caller
export function useSay<S extends AnyStrings>(): S {
  const say = useContext(SayContext);
  if (say === null) throw new Error('useSay outside a SayProvider');
  return say as S;
}

/** A string for a value of an open set (a status, a feature), or the value itself when there is none. */
export function sayFor(say: AnyStrings, key: string, fallback: string): string {
  return (say as Readonly<Partial<Record<string, string>>>)[key] ?? fallback;
}
