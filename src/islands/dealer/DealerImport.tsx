import { useStore } from '@nanostores/react';
import { formatNumber } from '../../lib/domain/format';
import { reportCsv, type ImportReport } from '../../lib/domain/dealerImportReport';
import { useState } from 'react';
import {
  $dealerImport,
  $photoArchive,
  chooseFeedFile,
  choosePhotoArchive,
  confirmImport,
  resetImport,
} from '../../stores/dealerImport';
import { useSignedInUser } from '../account/useSignedInUser';
import { PageError, PageLoading } from '../ui/PageStatus';
import ImportReportTable, { ImportCounts } from './ImportReportTable';

/** Offers the report as a CSV file. */
function downloadReport(report: ImportReport, fileName: string): void {
  const url = URL.createObjectURL(new Blob([reportCsv(report)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName.replace(/\.[^.]+$/, '')}-report.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

const changesIn = (report: ImportReport) => report.counts.created + report.counts.updated + report.counts.withdrawn;

/** /seller-dashboard/import: upload a stock file, read the dry run, import, download the report. */
export default function DealerImport() {
  const user = useSignedInUser();
  const state = useStore($dealerImport, { ssr: 'initial' });
  const archive = useStore($photoArchive, { ssr: 'initial' });
  const [archiveProblem, setArchiveProblem] = useState<string | null>(null);
  if (!user) return <PageLoading label="Loading…" />;
  const userId = user.id;

  const fileInput = (
    <label className="block">
      <span className="font-semibold text-ink">Stock file (CSV or JSON)</span>
      <input
        type="file"
        accept=".csv,.json,.txt,text/csv,application/json"
        className="mt-2 block w-full text-sm"
        disabled={state.step === 'planning' || state.step === 'importing'}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void chooseFeedFile(userId, file);
        }}
      />
    </label>
  );

  const archiveInput = (
    <label className="block">
      <span className="font-semibold text-ink">Photos (ZIP, optional)</span>
      <input
        type="file"
        accept=".zip,application/zip"
        className="mt-2 block w-full text-sm"
        disabled={state.step === 'importing'}
        onChange={(event) => {
          setArchiveProblem(choosePhotoArchive(event.currentTarget.files?.[0] ?? null));
        }}
      />
      {archive && (
        <span className="mt-1 block text-sm text-ink-muted">{archive.name} is used for the photo_files column.</span>
      )}
      {archiveProblem && (
        <span className="text-danger mt-1 block text-sm" role="alert">
          {archiveProblem}
        </span>
      )}
    </label>
  );

  const report = 'report' in state ? state.report : undefined;
  return (
    <div className="grid gap-6">
      <section className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6">
        <div className="grid gap-4 sm:grid-cols-2">
          {fileInput}
          {archiveInput}
        </div>
        <p className="mt-3 text-sm text-ink-muted">
          One row per vehicle, keyed by your stock number. The first import creates your listings; later imports update
          what changed and mark vehicles missing from the file as sold. Nothing changes until you confirm the dry run.
        </p>
        <details className="mt-3 text-sm text-ink-muted">
          <summary className="cursor-pointer font-semibold text-ink">Columns and values</summary>
          <p className="mt-2">
            Required: stock_number (Bestandsnummer), make (Marke), model (Modell), price (Preis), mileage
            (Kilometerstand), fuel_type (Kraftstoff), transmission (Getriebe), body_type (Karosserie), year or first
            registration (EZ), and location (Standort) or postcode (PLZ). Optional: title, power (Leistung, PS or kW),
            engine_size (Hubraum), color (Farbe), features (Ausstattung, separated by |), description, previous_owners,
            next_inspection (HU), accident_free (Unfallfrei), consumption, electric_range, emissions_class, doors, seats
            photos (addresses separated by |) and photo_files (Bilddateien: names of files in the ZIP, separated by |;
            JPEG, PNG, WebP or AVIF, up to 25 MB each, the ZIP up to 100 MB). German values such as 12.900 €, EZ
            03/2019, Benzin, Schaltgetriebe and Kombi are understood; a value that could mean two things is rejected
            with the reason.
          </p>
        </details>
      </section>

      <div aria-live="polite">
        {state.step === 'planning' && <PageLoading label={`Checking ${state.fileName}…`} />}
        {state.step === 'error' && <PageError message={state.message} />}
      </div>

      {report && (
        <section className="grid gap-4" aria-labelledby="report-title">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="report-title" className="text-xl font-bold text-ink">
              {state.step === 'imported' ? 'Import finished' : 'Dry run: nothing has been changed yet'}
            </h2>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline px-4 py-2 text-sm"
                onClick={() => {
                  downloadReport(report, state.step === 'idle' ? 'import' : state.fileName);
                }}
              >
                Download report (CSV)
              </button>
              {(state.step === 'planned' || state.step === 'importing') && (
                <button
                  type="button"
                  className="btn btn-primary px-4 py-2 text-sm"
                  disabled={state.step === 'importing' || changesIn(report) === 0}
                  onClick={() => {
                    void confirmImport(userId);
                  }}
                >
                  {state.step === 'importing'
                    ? 'Importing…'
                    : changesIn(report) === 0
                      ? 'Nothing to import'
                      : `Import ${formatNumber(changesIn(report))} changes`}
                </button>
              )}
              {state.step === 'imported' && (
                <button type="button" className="btn btn-outline px-4 py-2 text-sm" onClick={resetImport}>
                  Import another file
                </button>
              )}
            </div>
          </div>
          {state.step === 'imported' && state.photos.status !== 'none' && (
            <p className="text-sm text-ink" role="status">
              {state.photos.status === 'fetching' &&
                `Fetching the photos of ${formatNumber(state.photos.listings)} listings…`}
              {state.photos.status === 'done' &&
                (state.photos.failed === 0
                  ? `Photos fetched for ${formatNumber(state.photos.listings)} listings.`
                  : `Photos fetched for ${formatNumber(state.photos.listings)} listings; ${formatNumber(state.photos.failed)} photos could not be fetched (see the report).`)}
              {state.photos.status === 'error' && state.photos.message}
            </p>
          )}
          <ImportCounts report={report} />
          <ImportReportTable report={report} />
        </section>
      )}
    </div>
  );
}
