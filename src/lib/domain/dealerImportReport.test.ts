import { describe, expect, it } from 'vitest';
import { parseFeed } from './dealerFeed';
import {
  importCalls,
  importPayload,
  runImportCalls,
  importReport,
  listingsNeedingPhotos,
  reportCsv,
  withPhotoOutcomes,
  type StockResult,
} from './dealerImportReport';

const NOW = new Date('2026-11-29T12:00:00Z');
const FEED = parseFeed(
  [
    'Bestandsnummer;Marke;Modell;Preis;Kilometerstand;EZ;Kraftstoff;Getriebe;Karosserie;Standort;Bilder',
    'A-1;VW;Golf;12.900 €;45.000 km;EZ 03/2019;Benzin;Schaltgetriebe;Kombi;Berlin;https://cdn.example.com/1.jpg',
    'A-2;VW;Golf;12.900,-;45.000 km;EZ 03/2019;Benzin;Schaltgetriebe;Kombi;Berlin;',
    'A-3;VW;Polo;=cmd();45.000 km;EZ 03/2019;Benzin;Schaltgetriebe;Kombi;Atlantis;',
  ].join('\n'),
  NOW,
);

const RESULT: StockResult = {
  dryRun: false,
  counts: { created: 1, updated: 0, unchanged: 0, withdrawn: 1, rejected: 0 },
  rows: [
    { line: 2, stockNumber: 'A-1', outcome: 'created', listingId: 'id-1', changes: [], reason: null },
    { line: null, stockNumber: 'OLD-9', outcome: 'withdrawn', listingId: 'id-9', changes: [], reason: null },
  ],
};

describe('the import report', () => {
  it('sends the good rows with their line and photos, and keeps the rejected stock numbers', () => {
    const payload = importPayload(FEED);
    expect(payload.feed).toHaveLength(1);
    expect(payload.feed[0]).toMatchObject({
      stock_number: 'A-1',
      line: 2,
      photo_urls: ['https://cdn.example.com/1.jpg'],
    });
    expect(payload.keep).toEqual(['A-2', 'A-3']);
  });

  it('merges the reader’s rejections with the database’s outcomes in line order, withdrawals last', () => {
    const report = importReport(FEED, RESULT);
    expect(report.rows.map((r) => [r.line, r.stockNumber, r.outcome, r.column])).toEqual([
      [2, 'A-1', 'created', ''],
      [3, 'A-2', 'rejected', 'price'],
      [4, 'A-3', 'rejected', 'price'],
      [null, 'OLD-9', 'withdrawn', ''],
    ]);
    expect(report.counts.rejected).toBe(2);
  });

  it('writes CSV a spreadsheet opens safely', () => {
    const csv = reportCsv(importReport(FEED, RESULT));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('line,stock_number,outcome,column,reason,listing_id');
    expect(lines[1]).toBe('2,A-1,created,,,id-1');
    expect(lines[2]).toBe('3,A-2,rejected,price,"price must be a number of euros, got \'12.900,-\'",');
    expect(lines[3]).toContain("got '=cmd()'");
    expect(lines[4]).toBe(',OLD-9,withdrawn,,,id-9');
  });

  it('asks for the photos of created rows with addresses, and notes each failed photo on its row', () => {
    const report = importReport(FEED, RESULT);
    expect(listingsNeedingPhotos(FEED, report)).toEqual(['id-1']);
    const noted = withPhotoOutcomes(report, [
      {
        listingId: 'id-1',
        photos: 0,
        failures: [
          {
            photo: 'https://cdn.example.com/1.jpg',
            fromZip: false,
            problem: { code: 'status', vars: { status: '404' } },
          },
          { photo: 'rear.jpg', fromZip: true, problem: { code: 'tooLarge', vars: { megabytes: 25 } } },
        ],
      },
    ]);
    expect(noted.rows[0]?.reason).toBe(
      'photo https://cdn.example.com/1.jpg not imported: the server answered 404; ' +
        'photo rear.jpg from the ZIP not imported: it is larger than 25 MB',
    );
    expect(noted.rows[0]?.outcome).toBe('created');
  });
});

describe('an import in chunks', () => {
  const feed = parseFeed(
    [
      'Bestandsnummer;Marke;Modell;Preis;Kilometerstand;EZ;Kraftstoff;Getriebe;Karosserie;Standort;Bilddateien',
      'C-1;VW;Golf;9.000;10.000;03/2019;Benzin;Schaltgetriebe;Kombi;Berlin;c1-front.jpg|c1-back.jpg',
      'C-2;BMW;320d;9.000;10.000;03/2019;Benzin;Schaltgetriebe;Kombi;Berlin;',
      'C-3;VW;Golf;9.000;10.000;03/2019;Benzin;Schaltgetriebe;Kombi;Berlin;',
      'C-4;VW;Golf;VB;10.000;03/2019;Benzin;Schaltgetriebe;Kombi;Berlin;',
    ].join('\n'),
    NOW,
  );

  it('keeps the ZIP’s file names among the photo addresses', () => {
    expect(importPayload(feed).feed[0]).toMatchObject({ photo_urls: ['zip:c1-front.jpg', 'zip:c1-back.jpg'] });
  });

  it('plans a dry run in one call and writes in chunks sorted by model, withdrawing last', () => {
    expect(importCalls(feed, true)).toEqual([{ ...importPayload(feed), withdraw_missing: true }]);
    const calls = importCalls(feed, false, 2);
    expect(calls.map((c) => c.feed.map((row) => row.stock_number))).toEqual([['C-2', 'C-1'], ['C-3'], []]);
    expect(calls.map((c) => c.withdraw_missing)).toEqual([false, false, true]);
    expect(calls.at(-1)?.keep.sort()).toEqual(['C-1', 'C-2', 'C-3', 'C-4']);
  });

  it('merges the answers and re-rates the queued prices until none are left', async () => {
    const answers: StockResult[] = [
      {
        dryRun: false,
        counts: { created: 2, updated: 0, unchanged: 0, withdrawn: 0, rejected: 0 },
        rows: [
          { line: 3, stockNumber: 'C-2', outcome: 'created', listingId: 'b', changes: [], reason: null },
          { line: 2, stockNumber: 'C-1', outcome: 'created', listingId: 'a', changes: [], reason: null },
        ],
      },
      {
        dryRun: false,
        counts: { created: 0, updated: 0, unchanged: 1, withdrawn: 0, rejected: 0 },
        rows: [{ line: 4, stockNumber: 'C-3', outcome: 'unchanged', listingId: 'c', changes: [], reason: null }],
      },
      {
        dryRun: false,
        counts: { created: 0, updated: 0, unchanged: 0, withdrawn: 1, rejected: 0 },
        rows: [{ line: null, stockNumber: 'OLD', outcome: 'withdrawn', listingId: 'd', changes: [], reason: null }],
      },
    ];
    const queued = [500, 120, 0];
    let rerates = 0;
    const result = await runImportCalls(
      feed,
      false,
      {
        importFeed: () => {
          const answer = answers.shift();
          return answer ? Promise.resolve(answer) : Promise.reject(new Error('no more answers'));
        },
        rerateQueued: () => {
          rerates += 1;
          return Promise.resolve(queued.shift() ?? 0);
        },
      },
      2,
    );
    expect(rerates).toBe(3);
    expect(result.counts).toEqual({ created: 2, updated: 0, unchanged: 1, withdrawn: 1, rejected: 0 });
    expect(result.rows.map((row) => row.stockNumber)).toEqual(['C-1', 'C-2', 'C-3', 'OLD']);
    expect(listingsNeedingPhotos(feed, importReport(feed, result))).toEqual(['a']);
  });
});
