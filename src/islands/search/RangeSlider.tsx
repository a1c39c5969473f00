import { useId } from 'react';

interface Props {
  label: string;
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  format: (value: number) => string;
  /** Shown instead of the values while the range is at its default. */
  idleText?: string | undefined;
}

/**
 * A two-handle range built from two native range inputs, so each handle keeps
 * the browser's keyboard and screen-reader behaviour.
 */
export default function RangeSlider({ label, min, max, step, value, onChange, format, idleText }: Props) {
  const id = useId();
  const [low, high] = value;
  const percent = (n: number) => ((n - min) / (max - min)) * 100;

  return (
    <fieldset>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <legend className="field-label float-left mb-0">{label}</legend>
        <output htmlFor={`${id}-low ${id}-high`} className="text-sm font-semibold text-brand-800" aria-live="polite">
          {idleText ?? `${format(low)} – ${format(high)}`}
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
          aria-label={`Minimum ${label.toLowerCase()}`}
          aria-valuetext={format(low)}
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
          aria-label={`Maximum ${label.toLowerCase()}`}
          aria-valuetext={format(high)}
          onChange={(event) => {
            onChange([low, Math.max(Number(event.target.value), low)]);
          }}
        />
      </div>
      <div className="mt-1 flex justify-between text-xs text-ink-muted" aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </fieldset>
  );
}
