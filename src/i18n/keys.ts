/** The keys of English message blocks (src/i18n/messages), for `pick()` on the server. */
import type { MessageKey } from './en.ts';

type BlockKeys<T extends readonly object[]> = T[number] extends infer U ? (U extends object ? keyof U : never) : never;

export function keysOf<const T extends readonly Readonly<Record<string, string>>[]>(
  ...blocks: T
): (BlockKeys<T> & MessageKey)[] {
  return blocks.flatMap((block) => Object.keys(block)) as (BlockKeys<T> & MessageKey)[];
}
