import { useId } from 'react';
import RangeNumberInput from './RangeNumberInput';
import { useFilterWords } from './filterWordsContext';
import { midSentence } from '../../lib/domain/filterWords';
import { fill } from '../../i18n/translate';

interface Props {
  label: string;
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  format: (value: number) => string;
  /** What an outer end means when a handle sits on it, e.g. "€100,000+": the results leave that end open. */
  openEnds?: { min?: string; max?: string };
  /** The unit the number inputs take, for their labels, e.g. "€". */
  unit?: string;
}

/**
 * A two-handle range built from two native range inputs, so each handle keeps
 * the browser's keyboard and screen-reader behaviour, with a number input
 * beside each for typing a value straight in.
 */
export default function RangeSlider(props: Props) {
  const { label, min, max, step, value, onChange, format, openEnds = {}, unit } = props;
  const id = useId();
  const { say } = useFilterWords();
  const [low, high] = value;
  const percent = (n: number) => ((n - min) / (max - min)) * 100;
  const show = (n: number) => (n <= min && openEnds.min) || (n >= max && openEnds.max) || format(n);
  const name = midSentence(label, say);
  const unitSuffix = unit ? ` (${unit})` : '';

  return (
    <fieldset>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
        <legend className="field-label float-left mb-0">{label}</legend>
        <output htmlFor={`${id}-low ${id}-high`} className="text-sm font-semibold text-brand-800" aria-live="polite">
          {`${show(low)} – ${show(high)}`}
        </output>
      </div>
      <div className="range-dual clear-both">
        <div className="range-dual-track" aria-hidden="true">
          <div className="range-dual-fill" style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }} />
        </div>
        <input
          id={`${id}-low`}
          type="range"
          min={min}
          max={max}
          step={step}
          value={low}
          aria-label={fill(say['filters.lowest'], { name })}
          aria-valuetext={show(low)}
          onChange={(event) => {
            onChange([Math.min(Number(event.target.value), high), high]);
          }}
        />
        <input
          id={`${id}-high`}
          type="range"
          min={min}
          max={max}
          step={step}
          value={high}
          aria-label={fill(say['filters.highest'], { name })}
          aria-valuetext={show(high)}
          onChange={(event) => {
            onChange([low, Math.max(Number(event.target.value), low)]);
          }}
        />
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <RangeNumberInput
          label={`${label} ${say['filters.from'].toLowerCase()}${unitSuffix}`}
          bounds={[min, max]}
          step={step}
          value={low}
          onCommit={(next) => {
            onChange([next, Math.max(next, high)]);
          }}
        />
        <RangeNumberInput
          label={`${label} ${say['filters.to'].toLowerCase()}${unitSuffix}`}
          bounds={[min, max]}
          step={step}
          value={high}
          onCommit={(next) => {
            onChange([Math.min(next, low), next]);
          }}
        />
      </div>
    </fieldset>
  );
}
