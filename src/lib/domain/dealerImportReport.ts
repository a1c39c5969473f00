/**
 * What a dealer import sends to the database and the report it shows: the
 * reader's rows (dealerFeed.ts) as the import function's payload, and the
 * reader's rejections merged with the database's outcomes into one table,
 * row by row, downloadable as CSV.
 */
import type { FeedRow, ParsedFeed } from './dealerFeed.ts';

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
    feed: feed.rows.flatMap((row) => (row.ok ? [{ ...row.listing, line: row.line, photo_urls: row.photos }] : [])),
    keep: feed.rows.flatMap((row) => (!row.ok && row.stockNumber !== null ? [row.stockNumber] : [])),
  };
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
      reason: row.outcome === 'rejected' ? reason.join(': ') : ((row.line !== null ? notes.get(row.line) : '') ?? ''),
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

/** The report as CSV (comma-separated, a header row), as the download gives it. */
export function reportCsv(report: ImportReport): string {
  const header = ['line', 'stock_number', 'outcome', 'column', 'reason', 'listing_id'];
  const lines = report.rows.map((row) =>
    [row.line, row.stockNumber, row.outcome, row.column, row.reason, row.listingId].map(csvCell).join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** The listings whose photos the import changed: created with photo addresses, or updated with new ones. */
export function listingsNeedingPhotos(feed: ParsedFeed, report: ImportReport): string[] {
  const withPhotos = new Set(feed.rows.flatMap((row) => (row.ok && row.photos.length > 0 ? [row.line] : [])));
  return report.rows.flatMap((row) =>
    row.listingId !== null &&
    ((row.outcome === 'created' && row.line !== null && withPhotos.has(row.line)) ||
      (row.outcome === 'updated' && row.column.split(', ').includes('photos')))
      ? [row.listingId]
      : [],
  );
}

/** A listing's photos as the photo step reports them. */
export interface PhotoOutcome {
  listingId: string;
  photos: number;
  failures: { url: string; reason: string }[];
}

/** The report with each photo that could not be fetched noted on its row (the row itself imported). */
export function withPhotoOutcomes(report: ImportReport, outcomes: readonly PhotoOutcome[]): ImportReport {
  const byListing = new Map(outcomes.map((outcome) => [outcome.listingId, outcome]));
  return {
    ...report,
    rows: report.rows.map((row) => {
      const outcome = row.listingId === null ? undefined : byListing.get(row.listingId);
      if (!outcome || outcome.failures.length === 0) return row;
      const notes = outcome.failures.map((failure) => `photo ${failure.url} not imported: ${failure.reason}`);
      return { ...row, reason: [row.reason, ...notes].filter((text) => text !== '').join('; ') };
    }),
  };
}
