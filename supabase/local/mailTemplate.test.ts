import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { htmlToText, mailTemplatesFromConfig, parse, render, renderMail } from './mailTemplate.ts';

const CONFIG = fileURLToPath(new URL('../config.toml', import.meta.url));

describe('auth mail templates', () => {
  it('fills values and picks the branch the user metadata asks for', () => {
    const template =
      '{{ if eq .Data.locale "de" }}Hallo {{ .Email }}{{ else if eq .Data.locale "fr" }}Salut{{ else }}Hello {{ .Email }}{{ end }}!';
    expect(render(template, { Email: 'a@b.de', Data: { locale: 'de' } })).toBe('Hallo a@b.de!');
    expect(render(template, { Email: 'a@b.de', Data: { locale: 'fr' } })).toBe('Salut!');
    expect(render(template, { Email: 'a@b.de', Data: {} })).toBe('Hello a@b.de!');
  });

  it('escapes values in HTML but not in a subject line', () => {
    expect(render('<a href="{{ .ConfirmationURL }}">', { ConfirmationURL: 'https://x/?a=1&b=2' })).toBe(
      '<a href="https://x/?a=1&amp;b=2">',
    );
    expect(render('{{ .Token }} & more', { Token: '<1>' }, false)).toBe('<1> & more');
  });

  it('refuses what it does not render as Go would', () => {
    expect(() => parse('{{ range .Items }}x{{ end }}')).toThrow(/unsupported expression/);
    expect(() => parse('{{ if .Data.locale }}x{{ end }}')).toThrow(/unsupported condition/);
    expect(() => parse('{{ if eq .Data.locale "de" }}x')).toThrow(/without \{\{ end \}\}/);
    expect(() => parse('{{- .Token }}')).toThrow(/unsupported expression/);
  });

  it('writes the text part with the link after its label', () => {
    expect(htmlToText('<h2>Title</h2>\n<p>Go: <a href="https://x/?a=1&amp;b=2">Open</a></p>')).toBe(
      'Title\n\nGo: Open: https://x/?a=1&b=2',
    );
  });

  it('reads the project’s templates and writes each in the account’s language', () => {
    const templates = mailTemplatesFromConfig(CONFIG);
    expect(Object.keys(templates).sort()).toEqual(['confirmation', 'email_change', 'recovery']);
    const data = { ConfirmationURL: 'https://stack/verify?token=t', Token: '123456', Email: 'a@b.de' };
    const recovery = templates.recovery;
    if (!recovery) throw new Error('no recovery template');
    const english = renderMail(recovery, { ...data, Data: { locale: 'en' } });
    expect(english.subject).toBe('Reset Your Password');
    expect(english.text).toContain('Alternatively, enter the code: 123456');
    const german = renderMail(recovery, { ...data, Data: { locale: 'de' } });
    expect(german.subject).toBe('Passwort zurücksetzen');
    expect(german.text).toContain('Oder gib diesen Code ein: 123456');
    expect(german.text).toContain('https://stack/verify?token=t');
    const noLocale = renderMail(recovery, { ...data, Data: {} });
    expect(noLocale.subject).toBe('Reset Your Password');
  });
});
