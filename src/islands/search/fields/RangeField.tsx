/** One range filter as the panel asks it: a slider with number inputs (price, year), two number inputs (engine size), or a select per bound whose options carry counts. */
import { formatNumber } from '../../../lib/domain/format';
import type { RangeFilter } from '../../../lib/domain/filterSpec';
import { boundKeys, rangeSteps, sliderRange } from '../../../lib/domain/filters';
import { stepCount, type FacetCounts } from '../../../lib/domain/searchFilters';
import SelectField from '../../ui/SelectField';
import RangeSlider from '../RangeSlider';
import { useFilterWords } from '../filterWordsContext';
import { midSentence } from '../../../lib/domain/filterWords';
import { fill } from '../../../i18n/translate';

interface Props {
  spec: RangeFilter;
  /** Each bound's value by its key. */
  values: Readonly<Record<string, number | null>>;
  currentYear: number;
  counts: FacetCounts | null | undefined;
  onChange: (patch: Record<string, number | null>) => void;
}

function parseNumber(raw: string, [min, max]: readonly [number, number]): number | null {
  if (raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : null;
}

export default function RangeField({ spec, values, currentYear, counts, onChange }: Props) {
  const words = useFilterWords();
  const label = words.label(spec);
  const bounds = boundKeys(spec);
  if (spec.control === 'slider' && spec.min && spec.max && spec.slider) {
    const [min, max] = sliderRange(spec, currentYear);
    const minKey = spec.min.key;
    const maxKey = spec.max.key;
    const openMin = words.open(spec, 'min', min);
    const openMax = words.open(spec, 'max', max);
    const openEnds = {
      ...(openMin === undefined ? {} : { min: openMin }),
      ...(openMax === undefined ? {} : { max: openMax }),
    };
    return (
      <div className="sm:col-span-2">
        <RangeSlider
          label={label}
          {...(spec.unit ? { unit: spec.unit } : {})}
          min={min}
          max={max}
          step={spec.slider.step}
          value={[values[minKey] ?? min, values[maxKey] ?? max]}
          format={(value) => words.format(spec, value)}
          openEnds={openEnds}
          onChange={([low, high]) => {
            onChange({ [minKey]: low, [maxKey]: high });
          }}
        />
      </div>
    );
  }
  if (spec.control === 'inputs') {
    const name = midSentence(label.replace(/\s*\(.*\)$/, ''), words.say);
    return (
      <fieldset className="sm:col-span-2">
        <legend className="field-label">{label}</legend>
        <div className="grid grid-cols-2 gap-3">
          {bounds.map((bound) => (
            <input
              key={bound.key}
              type="number"
              inputMode="numeric"
              className="field-control"
              aria-label={fill(words.say[bound.end === 'min' ? 'filters.lowest' : 'filters.highest'], { name })}
              placeholder={words.say[bound.end === 'min' ? 'filters.min' : 'filters.max']}
              min={spec.bounds[0]}
              max={spec.bounds[1]}
              step={spec.bucket}
              value={values[bound.key] ?? ''}
              onChange={(event) => {
                onChange({ [bound.key]: parseNumber(event.target.value, spec.bounds) });
              }}
            />
          ))}
        </div>
      </fieldset>
    );
  }
  const steps = rangeSteps(spec, currentYear);
  const other = (end: 'min' | 'max') => bounds.find((bound) => bound.end !== end);
  return (
    <fieldset className={bounds.length > 1 ? 'sm:col-span-2' : undefined}>
      {bounds.length > 1 && <legend className="field-label">{label}</legend>}
      <div className={bounds.length > 1 ? 'grid grid-cols-2 gap-3' : undefined}>
        {bounds.map((bound) => {
          const current = values[bound.key] ?? null;
          const opposite = other(bound.end);
          const limit = opposite ? (values[opposite.key] ?? null) : null;
          const options = steps
            .filter((step) => limit === null || (bound.end === 'min' ? step <= limit : step >= limit))
            .map((step) => {
              const text = spec.phrase[bound.end] ? words.bound(spec, bound.end, step) : words.format(spec, step);
              const count = counts ? stepCount(spec, counts, bound.end, step) : null;
              return {
                value: String(step),
                label: count === null ? text : `${text} (${formatNumber(count, words.say.locale)})`,
                ...(count === 0 && step !== current ? { disabled: true } : {}),
              };
            });
          // A value typed into the URL off the steps stays listed.
          if (current !== null && !steps.includes(current)) {
            options.unshift({ value: String(current), label: words.format(spec, current) });
          }
          return (
            <SelectField
              key={bound.key}
              label={bounds.length > 1 ? words.say[bound.end === 'min' ? 'filters.from' : 'filters.to'] : label}
              aria-label={
                bounds.length > 1
                  ? `${label}: ${words.say[bound.end === 'min' ? 'filters.from' : 'filters.to'].toLowerCase()}`
                  : undefined
              }
              value={current === null ? '' : String(current)}
              options={options}
              placeholder={words.say['filters.any']}
              onChange={(event) => {
                onChange({ [bound.key]: event.target.value === '' ? null : Number(event.target.value) });
              }}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
