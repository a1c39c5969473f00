import { useId, useState } from 'react';
import { clampToStep } from '../../lib/domain/filters';

interface Props {
  label: string;
  bounds: readonly [number, number];
  step: number;
  value: number;
  /** The typed value, clamped to the bounds and rounded to the step, once the field is left or Enter pressed. */
  onCommit: (value: number) => void;
}

/**
 * A number field beside a slider handle. What is typed is kept as text until
 * it is committed, so typing "3" on the way to "30000" does not jump the handle.
 */
export default function RangeNumberInput({ label, bounds, step, value, onCommit }: Props) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The slider moved the value: show it (adjusting state while rendering, as React recommends).
  if (value !== shown) {
    setShown(value);
    setText(String(value));
  }
  const commit = () => {
    const next = clampToStep(Number(text.trim() === '' ? NaN : text), bounds, step);
    if (next === null) setText(String(value));
    else if (next === value) setText(String(value));
    else onCommit(next);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink-muted">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className="field-control"
        min={bounds[0]}
        max={bounds[1]}
        step={step}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}
