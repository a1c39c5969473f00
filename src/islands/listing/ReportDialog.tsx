import { useState, type SubmitEvent } from 'react';
import { messageOf } from '../../lib/data/errors';
import { reportListing } from '../../lib/data/reports';
import { fieldErrors, type FieldErrors } from '../../lib/domain/authSchemas';
import { DETAILS_MAX, REPORT_REASONS } from '../../lib/domain/reportReasons';
import { reportSchema } from '../../lib/domain/reportSchema';
import { toast } from '../../stores/toasts';
import { speak } from '../../i18n/active';
import { installRefusalWords } from '../../lib/data/errorMessages';
import Dialog from '../ui/Dialog';
import { Spinner } from '../ui/icons';
import type { DetailStrings } from './detailStrings';

interface Props {
  userId: string;
  vehicleId: string;
  onClose: () => void;
  onSent: () => void;
  say: DetailStrings;
}

/** The report form in its dialog; loaded only when someone opens it (it brings zod). */
export default function ReportDialog({ userId, vehicleId, onClose, onSent, say }: Props) {
  // The form's rules and the server's refusals speak the page's language.
  speak(say);
  installRefusalWords();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [details, setDetails] = useState('');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = reportSchema.safeParse({ reason: form.get('reason') ?? '', details: form.get('details') ?? '' });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSending(true);
    reportListing(userId, vehicleId, parsed.data).then(
      () => {
        setSending(false);
        onSent();
        toast({
          title: say['report.sent'],
          description: say['report.sentText'],
          variant: 'success',
        });
      },
      (error: unknown) => {
        setSending(false);
        toast({
          title: say['report.failed'],
          description: messageOf(error, say['report.tryAgain']),
          variant: 'destructive',
        });
      },
    );
  };

  return (
    <Dialog open title={say['report.title']} onClose={onClose}>
      <form method="post" noValidate onSubmit={submit} className="mt-3 grid gap-4">
        <fieldset aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
          <legend className="field-label">{say['report.what']}</legend>
          <div className="grid gap-2">
            {REPORT_REASONS.map((reason) => (
              <div
                key={reason}
                className="relative flex gap-3 rounded-lg border border-line p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  id={`report-${reason}`}
                  type="radio"
                  name="reason"
                  value={reason}
                  aria-describedby={`report-${reason}-hint`}
                  className="relative z-10 mt-1 accent-brand-700"
                />
                <div>
                  <label
                    htmlFor={`report-${reason}`}
                    className="block cursor-pointer text-sm font-semibold text-ink after:absolute after:inset-0"
                  >
                    {say[`report.reason.${reason}`]}
                  </label>
                  <span id={`report-${reason}-hint`} className="block text-sm text-ink-muted">
                    {say[`report.hint.${reason}`]}
                  </span>
                </div>
              </div>
            ))}
          </div>
          {errors.reason && (
            <p id="report-reason-error" className="mt-1.5 text-sm font-medium text-danger-700">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <div>
          <label htmlFor="report-details" className="field-label">
            {say['report.details']} <span className="font-normal text-ink-muted">{say['report.detailsOptional']}</span>
          </label>
          <textarea
            id="report-details"
            name="details"
            rows={3}
            maxLength={DETAILS_MAX}
            value={details}
            onChange={(event) => {
              setDetails(event.target.value);
            }}
            className={`field-control ${errors.details ? 'border-danger-600' : ''}`}
            aria-invalid={errors.details ? true : undefined}
            aria-describedby="report-details-count"
          />
          <p id="report-details-count" className="mt-1 text-right text-xs text-ink-muted">
            {details.length}/{DETAILS_MAX}
          </p>
          {errors.details && <p className="text-sm font-medium text-danger-700">{errors.details}</p>}
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {say['report.cancel']}
          </button>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending && <Spinner className="size-4" />}
            {say['report.send']}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
