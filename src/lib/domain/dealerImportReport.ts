/**
 * What a dealer import sends to the database and the report it shows: the
 * reader's rows (dealerFeed.ts) as the import function's payload, and the
 * reader's rejections merged with the database's outcomes into one table,
 * row by row, downloadable as CSV.
 */
import { phrase } from '../../i18n/active.ts';
import { IMPORT_REASONS_EN } from '../../i18n/messages/dealerImport.ts';
import type { FeedRow, ParsedFeed } from './dealerFeed.ts';
import { photoProblemText, type PhotoProblem } from './photoProblems.ts';

/** How a file of the feed's ZIP of photos is kept among a stock row's photo addresses (dealer_stock.photo_urls). */
export const ZIP_PHOTO_PREFIX = 'zip:';

export const OUTCOMES = ['created', 'updated', 'unchanged', 'withdrawn', 'rejected'] as const;
export type ImportOutcome = (typeof OUTCOMES)[number];

/** One row as the database reports it (private.apply_dealer_stock). */
export interface StockOutcome {
  line: number | null;
  stockNumber: string | null;
  outcome: ImportOutcome;
  listingId: string | null;
  changes: string[];
  reason: string | null;
}

export interface StockResult {
  rows: StockOutcome[];
  counts: Record<ImportOutcome, number>;
  dryRun: boolean;
}

/** One line of the report. */
export interface ReportRow {
  line: number | null;
  stockNumber: string;
  outcome: ImportOutcome;
  listingId: string | null;
  /** The column a rejection blames, or what an update changes. */
  column: string;
  reason: string;
}

export interface ImportReport {
  rows: ReportRow[];
  counts: Record<ImportOutcome, number>;
  dryRun: boolean;
}

/** The import function's arguments for a read feed: its good rows, and the stock numbers of the rejected ones (kept, not withdrawn). */
export function importPayload(feed: ParsedFeed): { feed: Record<string, unknown>[]; keep: string[] } {
  return {
    feed: feed.rows.flatMap((row) =>
      row.ok
        ? [
            {
              ...row.listing,
              line: row.line,
              photo_urls: [...row.photos, ...row.photoFiles.map((name) => `${ZIP_PHOTO_PREFIX}${name}`)],
            },
          ]
        : [],
    ),
    keep: feed.rows.flatMap((row) => (!row.ok && row.stockNumber !== null ? [row.stockNumber] : [])),
  };
}

/** Rows per import call: each call is one transaction well inside the 8-second statement timeout. */
export const IMPORT_CHUNK_ROWS = 250;

/** One call of import_dealer_feed. */
export interface ImportCall {
  feed: Record<string, unknown>[];
  keep: string[];
  withdraw_missing: boolean;
}

/**
 * The calls that import a feed. A dry run is one call (the plan of the whole
 * file, withdrawals included). An import writes the rows in chunks of
 * `chunkRows`, sorted by make and model so each chunk refits as few price
 * groups as possible, then withdraws, in a last call with no rows, the
 * listings whose stock number the file does not name. Each call is its own
 * transaction and writes its rows whole or not at all; the import is keyed by
 * stock number, so running the same file again after a failure at any point
 * reaches the same end state, and nothing is withdrawn before every row is in.
 */
export function importCalls(feed: ParsedFeed, dryRun: boolean, chunkRows = IMPORT_CHUNK_ROWS): ImportCall[] {
  const payload = importPayload(feed);
  if (dryRun) return [{ ...payload, withdraw_missing: true }];
  const key = (row: Record<string, unknown>): string => `${String(row.make)}\u0000${String(row.model)}`;
  const sorted = [...payload.feed].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const calls: ImportCall[] = [];
  for (let start = 0; start < sorted.length; start += chunkRows)
    calls.push({ feed: sorted.slice(start, start + chunkRows), keep: [], withdraw_missing: false });
  const named = [...payload.keep, ...payload.feed.map((row) => String(row.stock_number))];
  calls.push({ feed: [], keep: named, withdraw_missing: true });
  return calls;
}

/** The answers of an import's calls as one (rows in line order, withdrawals last; counts summed). */
export function mergeStockResults(results: readonly StockResult[], dryRun: boolean): StockResult {
  const counts = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as Record<ImportOutcome, number>;
  for (const result of results) for (const outcome of OUTCOMES) counts[outcome] += result.counts[outcome];
  const rows = results
    .flatMap((result) => result.rows)
    .sort((a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER));
  return { rows, counts, dryRun };
}

/** The database calls an import makes: import_dealer_feed, and rerate_queued_prices (how many it re-rated). */
export interface ImportRpc {
  importFeed: (args: ImportCall & { dry_run: boolean }) => Promise<StockResult>;
  rerateQueued: () => Promise<number>;
}

/**
 * Runs an import's calls one after another and merges their answers. After
 * the writes, the price ratings the import queued are re-rated in batches
 * (rerate_queued_prices) until none are left, so each statement stays short.
 */
export async function runImportCalls(
  feed: ParsedFeed,
  dryRun: boolean,
  rpc: ImportRpc,
  chunkRows = IMPORT_CHUNK_ROWS,
): Promise<StockResult> {
  const results: StockResult[] = [];
  for (const args of importCalls(feed, dryRun, chunkRows))
    results.push(await rpc.importFeed({ ...args, dry_run: dryRun }));
  if (!dryRun) while ((await rpc.rerateQueued()) > 0);
  return mergeStockResults(results, dryRun);
}

function rejected(row: Extract<FeedRow, { ok: false }>): ReportRow[] {
  return row.problems.map((problem) => ({
    line: row.line,
    stockNumber: row.stockNumber ?? '',
    outcome: 'rejected',
    listingId: null,
    column: problem.column,
    reason: problem.message,
  }));
}

/**
 * The database's reasons (private.apply_dealer_stock raises them in English)
 * in the page's language; a reason it does not know stays as written.
 */
export function databaseReason(reason: string): string {
  if (reason === 'stock number is missing') return phrase(IMPORT_REASONS_EN, 'import.reason.stockMissing');
  if (reason === 'moderators have hidden this listing; it cannot be changed by an import')
    return phrase(IMPORT_REASONS_EN, 'import.reason.hidden');
  const notIn = /^postcode (\S+) is not in (.+)$/.exec(reason);
  if (notIn?.[1] !== undefined && notIn[2] !== undefined)
    return phrase(IMPORT_REASONS_EN, 'import.reason.postcodeNotIn', { postcode: notIn[1], place: notIn[2] });
  const noTown = /^no town called (.+) is known$/.exec(reason);
  if (noTown?.[1] !== undefined) return phrase(IMPORT_REASONS_EN, 'import.reason.noTown', { place: noTown[1] });
  return reason;
}

/** The reader's rejections and the database's outcomes as one report, in line order (withdrawals last). */
export function importReport(feed: ParsedFeed, result: StockResult): ImportReport {
  const notes = new Map(feed.rows.flatMap((row) => (row.ok ? [[row.line, row.notes.join('; ')] as const] : [])));
  const fromDatabase = result.rows.map((row): ReportRow => {
    const [column = '', ...reason] = (row.reason ?? '').split(': ');
    return {
      line: row.line,
      stockNumber: row.stockNumber ?? '',
      outcome: row.outcome,
      listingId: row.listingId,
      column: row.outcome === 'rejected' ? column : row.changes.join(', '),
      reason:
        row.outcome === 'rejected'
          ? databaseReason(reason.join(': '))
          : ((row.line !== null ? notes.get(row.line) : '') ?? ''),
    };
  });
  const rows = [...feed.rows.flatMap((row) => (row.ok ? [] : rejected(row))), ...fromDatabase].sort(
    (a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER),
  );
  const counts = { ...result.counts, rejected: result.counts.rejected + feed.rows.filter((row) => !row.ok).length };
  return { rows, counts, dryRun: result.dryRun };
}

const csvCell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The words a report is written in: the `import.` keys of the page's strings (none: the stored English values). */
export type ReportWords = Readonly<Partial<Record<string, string>>>;

/** An outcome's name in the page's words. */
export const outcomeWord = (words: ReportWords, outcome: ImportOutcome): string =>
  words[`import.outcome.${outcome}`] ?? outcome;

/** The report's column cell in the page's words: the column a rejection blames, or what an update changes. */
export function columnWords(words: ReportWords, row: ReportRow): string {
  if (row.outcome === 'rejected') return words[`import.column.${row.column}`] ?? row.column;
  return row.column
    .split(', ')
    .map((change) => words[`import.change.${change}`] ?? change)
    .join(', ');
}

/**
 * The report as CSV (comma-separated, a header row), as the download gives
 * it: with words (a German page), its header, outcomes and columns are in
 * that language; without, the stored values under English headers, as a
 * stock system may read them back.
 */
export function reportCsv(report: ImportReport, words: ReportWords = {}): string {
  const header = words['import.csv.header'] ?? 'line,stock_number,outcome,column,reason,listing_id';
  const lines = report.rows.map((row) =>
    [row.line, row.stockNumber, outcomeWord(words, row.outcome), columnWords(words, row), row.reason, row.listingId]
      .map(csvCell)
      .join(','),
  );
  return `${[header, ...lines].join('\r\n')}\r\n`;
}

/** The listings whose photos the import changed: created with photo addresses or files, or updated with new ones. */
export function listingsNeedingPhotos(feed: ParsedFeed, report: ImportReport): string[] {
  const withPhotos = new Set(
    feed.rows.flatMap((row) => (row.ok && row.photos.length + row.photoFiles.length > 0 ? [row.line] : [])),
  );
  return report.rows.flatMap((row) =>
    row.listingId !== null &&
    ((row.outcome === 'created' && row.line !== null && withPhotos.has(row.line)) ||
      (row.outcome === 'updated' && row.column.split(', ').includes('photos')))
      ? [row.listingId]
      : [],
  );
}

/** A photo the photo step could not take: its address (or its file's name in the ZIP) and why. */
export interface PhotoFailure {
  photo: string;
  fromZip: boolean;
  problem: PhotoProblem;
}

/** A listing's photos as the photo step (netlify/functions/_shared/dealerPhotos.ts) reports them. */
export interface PhotoOutcome {
  listingId: string;
  photos: number;
  failures: PhotoFailure[];
}

/** A failed photo as the report notes it, in the page's language. */
export function photoFailureNote(failure: PhotoFailure): string {
  const reason = photoProblemText(failure.problem);
  return failure.fromZip
    ? phrase(IMPORT_REASONS_EN, 'import.reason.photoFile', { name: failure.photo, reason })
    : phrase(IMPORT_REASONS_EN, 'import.reason.photo', { url: failure.photo, reason });
}

/** The report with each photo that could not be fetched noted on its row (the row itself imported). */
export function withPhotoOutcomes(report: ImportReport, outcomes: readonly PhotoOutcome[]): ImportReport {
  const byListing = new Map(outcomes.map((outcome) => [outcome.listingId, outcome]));
  return {
    ...report,
    rows: report.rows.map((row) => {
      const outcome = row.listingId === null ? undefined : byListing.get(row.listingId);
      if (!outcome || outcome.failures.length === 0) return row;
      const notes = outcome.failures.map(photoFailureNote);
      return { ...row, reason: [row.reason, ...notes].filter((text) => text !== '').join('; ') };
    }),
  };
}
