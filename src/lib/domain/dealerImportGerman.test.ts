import { afterEach, describe, expect, it } from 'vitest';
import { pick } from '../../i18n';
import { speak } from '../../i18n/active';
import { IMPORT_KEYS } from '../../islands/dealer/importStrings';
import { parseFeed } from './dealerFeed';
import {
  databaseReason,
  importReport,
  photoFailureNote,
  reportCsv,
  withPhotoOutcomes,
  type StockResult,
} from './dealerImportReport';
import type { PhotoProblem } from './photoProblems';

const NOW = new Date('2026-11-29T12:00:00Z');
const CSV = [
  'Bestandsnummer;Marke;Modell;Preis;Kilometerstand;EZ;Kraftstoff;Getriebe;Karosserie;Standort',
  'A-1;VW;Golf;12.900 €;45.000 km;EZ 03/2019;Benzin;Schaltgetriebe;Kombi;Berlin',
  'A-2;VW;Golf;12.900,-;45.000 km;EZ 03/2019;Benzin;Schaltgetriebe;Kombi;Berlin',
  'A-3;VW;;9.990;120.000;2015;Autogas;Schaltgetriebe;Kombi;Köln',
].join('\n');

const RESULT: StockResult = {
  dryRun: true,
  counts: { created: 1, updated: 0, unchanged: 0, withdrawn: 0, rejected: 0 },
  rows: [{ line: 2, stockNumber: 'A-1', outcome: 'created', listingId: null, changes: [], reason: null }],
};

afterEach(() => {
  speak(pick('en', IMPORT_KEYS));
});

describe('the import on a German page', () => {
  it('gives the reader’s reasons in German, the values as the dealer wrote them', () => {
    speak(pick('de', IMPORT_KEYS));
    const feed = parseFeed(CSV, NOW);
    const reasons = feed.rows.flatMap((row) => (row.ok ? [] : row.problems.map((p) => p.message)));
    expect(reasons).toEqual([
      "Preis muss ein Betrag in Euro sein, angegeben: '12.900,-'",
      'Modell fehlt',
      "Kraftstoff 'Autogas' kann noch nicht inseriert werden",
    ]);
  });

  it('says why a file cannot be read in German', () => {
    speak(pick('de', IMPORT_KEYS));
    expect(parseFeed('Marke;Modell\nVW;Golf', NOW).fileError).toBe(
      'die Kopfzeile hat keine Spalte für die Bestandsnummer (Bestandsnummer oder stock_number)',
    );
  });

  it('translates the database’s reasons and the ZIP’s, and leaves unknown ones as written', () => {
    speak(pick('de', IMPORT_KEYS));
    expect(databaseReason('postcode 10115 is not in Köln')).toBe('PLZ 10115 liegt nicht in Köln');
    expect(databaseReason('no town called Atlantis is known')).toBe('kein Ort namens Atlantis bekannt');
    expect(databaseReason('something new')).toBe('something new');
    const report = importReport(parseFeed(CSV, NOW), { ...RESULT, dryRun: false });
    const noted = withPhotoOutcomes(
      { ...report, rows: report.rows.map((row) => (row.line === 2 ? { ...row, listingId: 'id-1' } : row)) },
      [
        {
          listingId: 'id-1',
          photos: 0,
          failures: [{ photo: 'a.jpg', fromZip: true, problem: { code: 'zipMissingFile' } }],
        },
      ],
    );
    expect(noted.rows[0]?.reason).toBe(
      'Foto a.jpg aus dem ZIP nicht importiert: im ZIP gibt es keine Datei dieses Namens',
    );
  });

  it('words the server’s photo problems in German, values and all', () => {
    speak(pick('de', IMPORT_KEYS));
    const url = 'https://cdn.example.com/1.jpg';
    const notes = (
      [
        { code: 'status', vars: { status: '404' } },
        { code: 'timeout', vars: { seconds: 10 } },
        { code: 'notImage', vars: { type: 'text/html' } },
        { code: 'tooLarge', vars: { megabytes: 5 } },
        { code: 'zipTooManyFiles', vars: { max: 10_000 } },
        { code: 'privateAddress' },
      ] satisfies PhotoProblem[]
    ).map((problem) => photoFailureNote({ photo: url, fromZip: false, problem }));
    expect(notes).toEqual([
      `Foto ${url} nicht importiert: der Server antwortete mit 404`,
      `Foto ${url} nicht importiert: das Laden dauerte länger als 10 Sekunden`,
      `Foto ${url} nicht importiert: es ist kein Bild im Format JPEG, PNG, WebP oder AVIF (text/html)`,
      `Foto ${url} nicht importiert: es ist größer als 5 MB`,
      `Foto ${url} nicht importiert: das ZIP enthält mehr als 10.000 Dateien`,
      `Foto ${url} nicht importiert: die Adresse zeigt auf eine Adresse in einem privaten Netz`,
    ]);
  });

  it('puts the photo problems in the German report’s CSV', () => {
    const say = pick('de', IMPORT_KEYS);
    speak(say);
    const report = importReport(parseFeed(CSV, NOW), { ...RESULT, dryRun: false });
    const noted = withPhotoOutcomes(
      { ...report, rows: report.rows.map((row) => (row.line === 2 ? { ...row, listingId: 'id-1' } : row)) },
      [
        {
          listingId: 'id-1',
          photos: 0,
          failures: [{ photo: 'https://a.de/1.jpg', fromZip: false, problem: { code: 'unknownHost' } }],
        },
      ],
    );
    expect(reportCsv(noted, say).split('\r\n')[1]).toBe(
      '2,A-1,Neu angelegt,,Foto https://a.de/1.jpg nicht importiert: der Servername ist unbekannt,id-1',
    );
  });

  it('writes the German report’s header, outcomes and columns in German', () => {
    const say = pick('de', IMPORT_KEYS);
    speak(say);
    const lines = reportCsv(importReport(parseFeed(CSV, NOW), RESULT), say).split('\r\n');
    expect(lines[0]).toBe('Zeile,Bestandsnummer,Ergebnis,Spalte,Grund,Inserat-ID');
    expect(lines[1]).toBe('2,A-1,Neu angelegt,,,');
    expect(lines[2]).toBe('3,A-2,Abgelehnt,Preis,"Preis muss ein Betrag in Euro sein, angegeben: \'12.900,-\'",');
  });

  it('keeps English reasons on an English page (and for the inventory API)', () => {
    const feed = parseFeed(CSV, NOW);
    const reasons = feed.rows.flatMap((row) => (row.ok ? [] : row.problems.map((p) => p.message)));
    expect(reasons[0]).toBe("price must be a number of euros, got '12.900,-'");
  });
});
