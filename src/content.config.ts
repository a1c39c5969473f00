/**
 * Content collections: the copy of the legal pages lives in Markdown under
 * src/content, checked against these schemas at build time. A legal page's
 * section headings are written `## 3. Your account {#accounts}`: the id is
 * the anchor the contents and other pages link to, and the build fails when
 * the numbers do not run 1, 2, 3… (legalSections in src/lib/domain/legal.ts).
 * The about page's prose is Markdown too, and its cards (steps, principles,
 * facts at a glance) are data in the frontmatter of about/about.md.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(50).max(300),
    lead: z.string().min(1),
    updated: z.object({
      iso: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      label: z.string().min(1),
    }),
  }),
});

/** The icons the about page's cards may use (each a name Icon.astro draws; typecheck holds them to it). */
const aboutIcon = z.enum(['badgeCheck', 'car', 'chat', 'gauge', 'mapPin', 'scooter', 'search', 'shield', 'tag']);

const card = z.object({ icon: aboutIcon, title: z.string().min(1), text: z.string().min(1) });

const about = defineCollection({
  loader: glob({ pattern: 'about.md', base: './src/content/about' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(50).max(300),
    intro: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), lead: z.string().min(1) }),
    glance: z.object({
      title: z.string().min(1),
      items: z.array(z.object({ icon: aboutIcon, text: z.string().min(1) })).min(1),
    }),
    buyerSteps: z.array(card).min(1),
    sellerSteps: z.array(card).min(1),
    principles: z.array(card).min(1),
    trust: z.object({ title: z.string().min(1), lead: z.string().min(1) }),
    cta: z.object({ title: z.string().min(1), text: z.string().min(1) }),
  }),
});

/** Prose sections of the about page that sit between its cards (the safety tips). */
const aboutSections = defineCollection({
  loader: glob({ pattern: '!(about).md', base: './src/content/about' }),
  schema: z.object({ title: z.string().min(1) }),
});

export const collections = { legal, about, aboutSections };
