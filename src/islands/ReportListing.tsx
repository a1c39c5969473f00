import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { messageOf } from '../lib/data/errors';
import { reportListing } from '../lib/data/reports';
import { fieldErrors, type FieldErrors } from '../lib/domain/authSchemas';
import { DETAILS_MAX, REPORT_REASONS, reportSchema } from '../lib/domain/reportSchema';
import { $user } from '../stores/session';
import { toast } from '../stores/toasts';
import Dialog from './Dialog';
import { Spinner } from './icons';

interface Props {
  vehicleId: string;
  sellerId: string | null;
}

/** "Report this listing": a reason and details for the moderators' queue. Not shown on one's own listing. */
export default function ReportListing({ vehicleId, sellerId }: Props) {
  const user = useStore($user);
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [details, setDetails] = useState('');

  if (user?.id === sellerId) return null;
  if (sent) {
    return (
      <p className="text-sm text-ink-muted" role="status">
        Thanks — our moderators will review this listing.
      </p>
    );
  }

  const start = () => {
    if (!user) {
      window.location.assign(`/auth?redirect=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    setErrors({});
    setOpen(true);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) return;
    const form = new FormData(event.currentTarget);
    const parsed = reportSchema.safeParse({ reason: form.get('reason') ?? '', details: form.get('details') ?? '' });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSending(true);
    reportListing(user.id, vehicleId, parsed.data).then(
      () => {
        setSending(false);
        setOpen(false);
        setSent(true);
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
    <>
      <button
        type="button"
        className="text-sm font-medium text-ink-muted underline hover:text-danger-700"
        onClick={start}
      >
        Report this listing
      </button>
      <Dialog
        open={open}
        title="Report this listing"
        onClose={() => {
          setOpen(false);
        }}
      >
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
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setOpen(false);
              }}
            >
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {sending && <Spinner className="size-4" />}
              Send report
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
