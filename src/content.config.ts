/**
 * Content collections: the copy of the legal pages lives in Markdown under
 * src/content, checked against these schemas at build time. A legal page's
 * section headings are written `## 3. Your account {#accounts}`: the id is
 * the anchor the contents and other pages link to, and the build fails when
 * the numbers do not run 1, 2, 3… (legalSections in src/lib/domain/legal.ts).
 * The about page's prose is Markdown too, and its cards (steps, principles,
 * facts at a glance) are data in the frontmatter of about/about.md.
 * German copy sits beside the English under de/ with the same names (entry
 * ids 'de/privacy', 'de/about'…; contentId in src/i18n/content.ts), its
 * headings keeping the English anchors so links reach the same section.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const legal = defineCollection({
  loader: glob({ pattern: ['*.md', 'de/*.md'], base: './src/content/legal' }),
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
  loader: glob({ pattern: ['about.md', 'de/about.md'], base: './src/content/about' }),
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
  loader: glob({ pattern: ['!(about).md', 'de/!(about).md'], base: './src/content/about' }),
  schema: z.object({ title: z.string().min(1) }),
});

const intro = z.object({ eyebrow: z.string().min(1), title: z.string().min(1), lead: z.string().min(1) });

/** The contact page: its cards in the frontmatter, the advice below them as Markdown. */
const contact = defineCollection({
  loader: glob({ pattern: ['contact.md', 'de/contact.md'], base: './src/content/contact' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(50).max(300),
    intro,
    support: z.object({ title: z.string().min(1), text: z.string().min(1) }),
    press: z.object({ title: z.string().min(1), text: z.string().min(1) }),
    hours: z.object({
      title: z.string().min(1),
      items: z.array(z.object({ term: z.string().min(1), text: z.string().min(1) })).min(1),
    }),
    address: z.object({ title: z.string().min(1), country: z.string().min(1), note: z.string().min(1) }),
    legal: z.object({
      title: z.string().min(1),
      links: z.array(z.object({ href: z.string().startsWith('/'), label: z.string().min(1) })).min(1),
    }),
  }),
});

/** The icons the careers page's benefits may use. */
const careersIcon = z.enum(['calendar', 'clock', 'home', 'scooter', 'shield', 'sparkles']);

/** The careers page: culture, benefits and roles in the frontmatter, how to apply as Markdown. */
const careers = defineCollection({
  loader: glob({ pattern: ['careers.md', 'de/careers.md'], base: './src/content/careers' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(50).max(300),
    intro,
    culture: z.object({
      title: z.string().min(1),
      items: z.array(z.object({ lead: z.string().min(1), text: z.string().min(1) })).min(1),
    }),
    benefitsTitle: z.string().min(1),
    benefits: z.array(z.object({ icon: careersIcon, title: z.string().min(1), text: z.string().min(1) })).min(1),
    rolesTitle: z.string().min(1),
    rolesLead: z.string().min(1),
    labels: z.object({
      team: z.string().min(1),
      location: z.string().min(1),
      salary: z.string().min(1),
      youWill: z.string().min(1),
      apply: z.string().includes('{role}'),
      subject: z.string().includes('{role}'),
    }),
    roles: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z0-9-]+$/),
          title: z.string().min(1),
          team: z.string().min(1),
          location: z.string().min(1),
          salary: z.string().min(1),
          summary: z.string().min(1),
          youWill: z.array(z.string().min(1)).min(1),
        }),
      )
      .min(1),
  }),
});

export const collections = { legal, about, aboutSections, contact, careers };
