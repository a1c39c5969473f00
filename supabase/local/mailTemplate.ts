/**
 * The auth mails' templates as hosted Supabase renders them: config.toml's
 * `[auth.email.template.<kind>]` gives a subject and a `content_path`, both Go
 * templates that GoTrue fills with `.ConfirmationURL`, `.Token`, `.Email`,
 * `.NewEmail`, `.SiteURL`, `.RedirectTo` and the user metadata as `.Data`.
 * The stack renders the part of Go's template language those files use:
 * `{{ .Name }}`, `{{ .Data.key }}`, and `{{ if eq .X "v" }}…{{ else if eq … }}…
 * {{ else }}…{{ end }}` (nested too). Anything else is an error, so a template
 * that hosted Supabase would read differently fails here first.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { tomlSection } from './config.ts';

export const MAIL_KINDS = ['confirmation', 'recovery', 'email_change'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailTemplate {
  subject: string;
  html: string;
}

export type MailTemplates = Partial<Record<MailKind, MailTemplate>>;

export type TemplateData = Readonly<Record<string, unknown>>;

/**
 * The templates config.toml names; a kind without a section (or without
 * content_path) is left out. Paths are relative to `root`, the folder holding
 * the project's supabase/ folder, as the Supabase CLI reads them.
 */
export function mailTemplatesFromConfig(
  configFile: string,
  root: string = dirname(dirname(resolve(configFile))),
): MailTemplates {
  const text = readFileSync(configFile, 'utf8');
  const templates: MailTemplates = {};
  for (const kind of MAIL_KINDS) {
    const section = tomlSection(text, `auth.email.template.${kind}`);
    const path = section.get('content_path');
    const subject = section.get('subject');
    if (path === undefined || subject === undefined) continue;
    const html = readFileSync(resolve(root, path), 'utf8');
    // Parse both now: a broken template stops the stack at start, not at the first mail.
    parse(subject);
    parse(html);
    templates[kind] = { subject, html };
  }
  return templates;
}

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[] }
  | { kind: 'if'; branches: { test: Test | null; body: Node[] }[] };

interface Test {
  path: string[];
  value: string;
}

const ACTION = /\{\{\s*(.*?)\s*\}\}/gs;

function fieldPath(expression: string): string[] {
  if (!/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(expression))
    throw new Error(`mail template: unsupported expression {{ ${expression} }}`);
  return expression.slice(1).split('.');
}

function test(expression: string): Test {
  const match = /^eq\s+(\S+)\s+"([^"]*)"$/.exec(expression);
  if (match?.[1] === undefined || match[2] === undefined)
    throw new Error(`mail template: unsupported condition {{ if ${expression} }}`);
  return { path: fieldPath(match[1]), value: match[2] };
}

/** The template as a tree of text, values and conditions. */
export function parse(template: string): Node[] {
  const root: Node[] = [];
  const stack: { nodes: Node[]; node: Extract<Node, { kind: 'if' }> | null }[] = [{ nodes: root, node: null }];
  const current = () => stack[stack.length - 1] ?? { nodes: root, node: null };
  let at = 0;
  for (const match of template.matchAll(ACTION)) {
    const [whole, action = ''] = match;
    if (match.index > at) current().nodes.push({ kind: 'text', text: template.slice(at, match.index) });
    at = match.index + whole.length;
    if (action.startsWith('if ')) {
      const body: Node[] = [];
      const node: Node = { kind: 'if', branches: [{ test: test(action.slice(3).trim()), body }] };
      current().nodes.push(node);
      stack.push({ nodes: body, node });
    } else if (action === 'else' || action.startsWith('else if ')) {
      const open = current().node;
      if (open === null) throw new Error('mail template: {{ else }} outside {{ if }}');
      const body: Node[] = [];
      open.branches.push({ test: action === 'else' ? null : test(action.slice(8).trim()), body });
      stack[stack.length - 1] = { nodes: body, node: open };
    } else if (action === 'end') {
      if (current().node === null) throw new Error('mail template: {{ end }} outside {{ if }}');
      stack.pop();
    } else current().nodes.push({ kind: 'value', path: fieldPath(action) });
  }
  if (stack.length > 1) throw new Error('mail template: {{ if }} without {{ end }}');
  if (at < template.length) root.push({ kind: 'text', text: template.slice(at) });
  return root;
}

function lookup(data: TemplateData, path: readonly string[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Go's text for a missing map key is "<no value>"; html/template writes it as an empty string. */
const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');

function run(nodes: readonly Node[], data: TemplateData, escape: (text: string) => string): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'value') return escape(asText(lookup(data, node.path)));
      const branch = node.branches.find(
        (candidate) => candidate.test === null || asText(lookup(data, candidate.test.path)) === candidate.test.value,
      );
      return branch ? run(branch.body, data, escape) : '';
    })
    .join('');
}

/** A template filled in; values are escaped for HTML unless `html` is false (a subject line). */
export function render(template: string, data: TemplateData, html = true): string {
  return run(parse(template), data, html ? escapeHtml : (text) => text);
}

/** The mail's plain-text part from its HTML, as a mail client shows it: tags dropped, one paragraph a line. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_, href: string, label: string) => `${label}: ${href}`)
    .replace(/<\/(h[1-6]|p|div|li)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#34;|&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A mail of `kind` from its template: subject, HTML and text. */
export function renderMail(
  template: MailTemplate,
  data: TemplateData,
): { subject: string; html: string; text: string } {
  const html = render(template.html, data).trim();
  return { subject: render(template.subject, data, false).trim(), html, text: htmlToText(html) };
}
