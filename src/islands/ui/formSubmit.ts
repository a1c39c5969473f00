import type { SubmitEvent } from 'react';
import { formStrings } from '../../lib/domain/forms';

/**
 * An onSubmit handler that stops the browser's own submission and hands the
 * form's text fields, by name, to `action` (with the form, to reset it).
 */
export function submitValues(
  action: (values: Record<string, string>, form: HTMLFormElement) => Promise<unknown>,
): (event: SubmitEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    void action(formStrings(new FormData(form)), form);
  };
}
