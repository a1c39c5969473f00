import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { countText, fill } from '../../i18n/translate';
import { formatNumber } from '../../lib/domain/format';
import { reportCsv, type ImportReport } from '../../lib/domain/dealerImportReport';
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
import { SayProvider } from '../ui/say';
import type { ImportStrings } from './importStrings';
import ImportReportTable, { ImportCounts } from './ImportReportTable';

/** Offers the report as a CSV file: an English page's with the stored values, another language's in its words. */
function downloadReport(report: ImportReport, fileName: string, say: ImportStrings): void {
  const csv = reportCsv(report, say.locale === 'en' ? {} : say);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName.replace(/\.[^.]+$/, '')}-${say['import.csv.fileSuffix']}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

const changesIn = (report: ImportReport) => report.counts.created + report.counts.updated + report.counts.withdrawn;

/** /seller-dashboard/import: upload a stock file, read the dry run, import, download the report. */
export default function DealerImport({ say }: { say: ImportStrings }) {
  return (
    <SayProvider say={say}>
      <ImportSteps say={say} />
    </SayProvider>
  );
}

function ImportSteps({ say }: { say: ImportStrings }) {
  const user = useSignedInUser();
  const state = useStore($dealerImport, { ssr: 'initial' });
  const archive = useStore($photoArchive, { ssr: 'initial' });
  const [archiveProblem, setArchiveProblem] = useState<string | null>(null);
  const count = (value: number) => formatNumber(value, say.locale);
  if (!user) return <PageLoading label={say['import.loading']} />;
  const userId = user.id;

  const fileInput = (
    <label className="block">
      <span className="font-semibold text-ink">{say['import.feedFile']}</span>
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
      <span className="font-semibold text-ink">{say['import.photoArchive']}</span>
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
        <span className="mt-1 block text-sm text-ink-muted">
          {fill(say['import.archiveUsed'], { name: archive.name })}
        </span>
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
        <p className="mt-3 text-sm text-ink-muted">{say['import.intro']}</p>
        <details className="mt-3 text-sm text-ink-muted">
          <summary className="cursor-pointer font-semibold text-ink">{say['import.columnsTitle']}</summary>
          <p className="mt-2">{say['import.columnsHelp']}</p>
        </details>
      </section>

      <div aria-live="polite">
        {state.step === 'planning' && <PageLoading label={fill(say['import.checking'], { name: state.fileName })} />}
        {state.step === 'error' && <PageError message={state.message} />}
      </div>

      {report && (
        <section className="grid gap-4" aria-labelledby="report-title">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="report-title" className="text-xl font-bold text-ink">
              {state.step === 'imported' ? say['import.finished'] : say['import.dryRun']}
            </h2>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline px-4 py-2 text-sm"
                onClick={() => {
                  downloadReport(report, state.step === 'idle' ? 'import' : state.fileName, say);
                }}
              >
                {say['import.download']}
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
                    ? say['import.importing']
                    : changesIn(report) === 0
                      ? say['import.nothing']
                      : countText(say, 'import.confirm', changesIn(report))}
                </button>
              )}
              {state.step === 'imported' && (
                <button type="button" className="btn btn-outline px-4 py-2 text-sm" onClick={resetImport}>
                  {say['import.another']}
                </button>
              )}
            </div>
          </div>
          {state.step === 'imported' && state.photos.status !== 'none' && (
            <p className="text-sm text-ink" role="status">
              {state.photos.status === 'fetching' &&
                fill(say['import.photosFetching'], { count: count(state.photos.listings) })}
              {state.photos.status === 'done' &&
                (state.photos.failed === 0
                  ? fill(say['import.photosDone'], { count: count(state.photos.listings) })
                  : fill(say['import.photosFailed'], {
                      count: count(state.photos.listings),
                      failed: count(state.photos.failed),
                    }))}
              {state.photos.status === 'error' && state.photos.message}
            </p>
          )}
          <ImportCounts report={report} say={say} />
          <ImportReportTable report={report} say={say} />
        </section>
      )}
    </div>
  );
}
