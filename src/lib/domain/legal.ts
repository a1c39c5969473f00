/** Numbered sections of the legal pages. */
export interface LegalSection {
  id: string;
  title: string;
}

/** "3. Data we process": the number follows the order of the table of contents. */
export function legalHeading(sections: readonly LegalSection[], id: string): string {
  const index = sections.findIndex((section) => section.id === id);
  if (index === -1) throw new Error(`no legal section "${id}"`);
  return `${String(index + 1)}. ${sections[index]?.title ?? ''}`;
}
