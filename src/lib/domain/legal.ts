/** Numbered sections of the legal pages. */
export interface LegalSection {
  id: string;
  title: string;
}

/** A heading as Astro's Markdown rendering reports it. */
export interface MarkdownHeading {
  depth: number;
  slug: string;
  text: string;
}

/**
 * The table of contents of a legal page from its rendered headings: each
 * second-level heading is "N. Title" with its own id, numbered 1, 2, 3… in
 * order. Anything else is an error, so the build fails before the contents
 * and the text drift apart.
 */
export function legalSections(headings: readonly MarkdownHeading[]): LegalSection[] {
  return headings
    .filter((heading) => heading.depth === 2)
    .map((heading, index) => {
      const number = `${String(index + 1)}. `;
      if (!heading.text.startsWith(number)) {
        throw new Error(`legal heading "${heading.text}" should start with "${number}"`);
      }
      return { id: heading.slug, title: heading.text.slice(number.length) };
    });
}
