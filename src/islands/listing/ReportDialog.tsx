import { useState, type SubmitEvent } from 'react';
import { messageOf } from '../../lib/data/errors';
import { reportListing } from '../../lib/data/reports';
import { fieldErrors, type FieldErrors } from '../../lib/domain/authSchemas';
import { DETAILS_MAX, REPORT_REASONS } from '../../lib/domain/reportReasons';
import { reportSchema } from '../../lib/domain/reportSchema';
import { toast } from '../../stores/toasts';
import Dialog from '../ui/Dialog';
import { Spinner } from '../ui/icons';

interface Props {
  userId: string;
  vehicleId: string;
  onClose: () => void;
  onSent: () => void;
}

/** The report form in its dialog; loaded only when someone opens it (it brings zod). */
export default function ReportDialog({ userId, vehicleId, onClose, onSent }: Props) {
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
          title: 'Report sent',
          description: 'Thank you. Our moderators will review this listing.',
          variant: 'success',
        });
      },
      (error: unknown) => {
        setSending(false);
        toast({ title: 'Report failed', description: messageOf(error, 'Please try again'), variant: 'destructive' });
      },
    );
  };

  return (
    <Dialog open title="Report this listing" onClose={onClose}>
      <form method="post" noValidate onSubmit={submit} className="mt-3 grid gap-4">
        <fieldset aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
          <legend className="field-label">What is wrong?</legend>
          <div className="grid gap-2">
            {REPORT_REASONS.map((reason) => (
              <div
                key={reason.value}
                className="relative flex gap-3 rounded-lg border border-line p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  id={`report-${reason.value}`}
                  type="radio"
                  name="reason"
                  value={reason.value}
                  aria-describedby={`report-${reason.value}-hint`}
                  className="relative z-10 mt-1 accent-brand-700"
                />
                <div>
                  <label
                    htmlFor={`report-${reason.value}`}
                    className="block cursor-pointer text-sm font-semibold text-ink after:absolute after:inset-0"
                  >
                    {reason.label}
                  </label>
                  <span id={`report-${reason.value}-hint`} className="block text-sm text-ink-muted">
                    {reason.hint}
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
            Details <span className="font-normal text-ink-muted">(optional unless “Something else”)</span>
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
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending && <Spinner className="size-4" />}
            Send report
          </button>
        </div>
      </form>
    </Dialog>
  );
}
