import { useId, useSyncExternalStore } from 'react';
import { formatNumber } from '../../lib/domain/format';
import { niceMax, type DayTotals } from '../../lib/domain/sellerStats';
import { INTL_TAGS, type Locale } from '../../i18n/locale';
import { fill } from '../../i18n/translate';
import { useSay } from '../ui/say';
import type { DashboardStrings } from './sellStrings';

type Metric = 'views' | 'favorites' | 'messages' | 'leads';

/** Each series differs in colour and in line style, so it reads without colour too. */
const SERIES: readonly {
  key: Metric;
  label: keyof DashboardStrings & `dash.${string}`;
  color: string;
  dash?: string;
}[] = [
  { key: 'views', label: 'dash.views', color: 'var(--color-brand-700)' },
  { key: 'favorites', label: 'dash.saves', color: 'var(--color-accent-600)', dash: '8 4' },
  { key: 'messages', label: 'dash.buyerMessages', color: 'var(--color-ink-soft)', dash: '2 4' },
  { key: 'leads', label: 'dash.phoneReveals', color: 'var(--color-success-600)', dash: '12 3 2 3' },
];

/** Phones get a narrower drawing, so its text stays readable when scaled to the screen. */
const NARROW = '(max-width: 40rem)';
function subscribeNarrow(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}
const useChartWidth = () =>
  useSyncExternalStore(
    subscribeNarrow,
    () => (window.matchMedia(NARROW).matches ? 360 : 720),
    () => 720,
  );

const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28 };
const FONT_SIZE = 12;
/** Room for the widest value label ("12,000") left of the plot, so it is never cut off. */
const leftPad = (labels: readonly string[]) => 14 + Math.max(1, ...labels.map((l) => l.length)) * FONT_SIZE * 0.62;
const dayLabels = new Map<Locale, Intl.DateTimeFormat>();
const label = (day: string, locale: Locale) => {
  let format = dayLabels.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_TAGS[locale], {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    dayLabels.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
};

/** Daily views, saves, buyer messages and phone reveals as an SVG line chart, with the same numbers as a table. */
export default function ActivityChart({ series, caption }: { series: readonly DayTotals[]; caption: string }) {
  const say = useSay<DashboardStrings>();
  const { locale } = say;
  const width = useChartWidth();
  const titleId = useId();
  const descId = useId();
  const sums = Object.fromEntries(SERIES.map(({ key }) => [key, series.reduce((n, d) => n + d[key], 0)])) as Record<
    Metric,
    number
  >;
  const top = niceMax(Math.max(0, ...series.flatMap((d) => SERIES.map(({ key }) => d[key]))));
  const ticks = top % 2 === 0 ? [0, top / 2, top] : [0, top];
  const left = leftPad(ticks.map((tick) => formatNumber(tick, locale)));
  const plotW = width - left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => left + (series.length <= 1 ? plotW / 2 : (i * plotW) / (series.length - 1));
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const labelled = series.length > 1 ? [0, Math.floor((series.length - 1) / 2), series.length - 1] : [0];
  const first = series[0];
  const last = series.at(-1);

  return (
    <figure className="grid grid-cols-1 gap-3">
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft" aria-hidden="true">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <svg width="28" height="8" aria-hidden="true">
              <line x1="0" y1="4" x2="28" y2="4" stroke={s.color} strokeWidth="3" strokeDasharray={s.dash} />
            </svg>
            {say[s.label]}: {formatNumber(sums[s.key], locale)}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${String(width)} ${String(HEIGHT)}`}
        className="h-auto w-full min-w-0"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{caption}</title>
        <desc id={descId}>
          {first && last
            ? fill(say['dash.fromTo'], { from: label(first.day, locale), to: label(last.day, locale) })
            : ''}
          {SERIES.map((s) => `${formatNumber(sums[s.key], locale)} ${say[s.label]}`).join(', ')}.
        </desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--color-line)"
              strokeWidth="1"
            />
            <text x={left - 8} y={y(tick) + 4} textAnchor="end" fontSize={FONT_SIZE} fill="var(--color-ink-muted)">
              {formatNumber(tick, locale)}
            </text>
          </g>
        ))}
        {labelled.map((i) => {
          const day = series[i];
          if (!day) return null;
          const anchor = i === 0 ? 'start' : i === series.length - 1 ? 'end' : 'middle';
          return (
            <text
              key={day.day}
              x={x(i)}
              y={HEIGHT - 8}
              textAnchor={anchor}
              fontSize={FONT_SIZE}
              fill="var(--color-ink-muted)"
            >
              {label(day.day, locale)}
            </text>
          );
        })}
        {SERIES.map((s) => (
          <g key={s.key}>
            <polyline
              fill="none"
              stroke={s.color}
              strokeWidth="2.5"
              strokeLinejoin="round"
              strokeDasharray={s.dash}
              points={series.map((d, i) => `${x(i).toFixed(1)},${y(d[s.key]).toFixed(1)}`).join(' ')}
            />
            {series.length <= 31 &&
              series.map((d, i) =>
                d[s.key] > 0 ? <circle key={d.day} cx={x(i)} cy={y(d[s.key])} r="3" fill={s.color} /> : null,
              )}
          </g>
        ))}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{say['dash.showTable']}</summary>
        <div className="mt-3 max-h-80 overflow-auto rounded-lg ring-1 ring-line">
          <table className="w-full text-left">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-surface-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {say['dash.day']}
                </th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 text-right">
                    {say[s.label]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.map((d) => (
                <tr key={d.day} className="border-t border-line">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {label(d.day, locale)}
                  </th>
                  {SERIES.map((s) => (
                    <td key={s.key} className="px-3 py-1.5 text-right tabular-nums">
                      {formatNumber(d[s.key], locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
