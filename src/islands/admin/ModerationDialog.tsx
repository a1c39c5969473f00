import { useStore } from '@nanostores/react';
import { $moderationDialog, cancelModeration, confirmModeration } from '../../stores/moderation';
import Dialog from '../ui/Dialog';
import { Spinner } from '../ui/icons';
import { sayFor, useSay } from '../ui/say';
import type { AdminStrings } from './adminStrings';

/** Confirms a moderation action and asks for its reason (a note, to dismiss). */
export default function ModerationDialog() {
  const { pending, working, error } = useStore($moderationDialog);
  const say = useSay<AdminStrings>();
  const text = pending
    ? {
        title: say[`admin.${pending.kind}.title`],
        body: say[`admin.${pending.kind}.body`],
        confirm: say[`admin.${pending.kind}.confirm`],
        field: say[`admin.${pending.kind}.field`],
      }
    : null;

  return (
    <Dialog open={pending !== null} title={text?.title ?? ''} onClose={cancelModeration}>
      {pending && text && (
        <form
          method="post"
          noValidate
          className="mt-2 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const field = new FormData(event.currentTarget).get('reason');
            void confirmModeration(typeof field === 'string' ? field : '');
          }}
        >
          <p className="text-sm text-ink-soft">
            <span className="font-semibold text-ink">{pending.report.vehicle.title}</span>: {text.body}
          </p>
          <div>
            <label htmlFor="admin-reason" className="field-label">
              {text.field}
            </label>
            <textarea
              id="admin-reason"
              name="reason"
              rows={2}
              maxLength={500}
              defaultValue={
                pending.kind === 'hide'
                  ? sayFor(say, `report.reason.${pending.report.reason}`, pending.report.reason)
                  : ''
              }
              className={`field-control ${error ? 'border-danger-600' : ''}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-reason-error' : undefined}
            />
            {error && (
              <p id="admin-reason-error" className="mt-1.5 text-sm font-medium text-danger-700">
                {error}
              </p>
            )}
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-outline" onClick={cancelModeration}>
              {say['admin.cancel']}
            </button>
            <button
              type="submit"
              disabled={working}
              className={
                pending.kind === 'dismiss' ? 'btn btn-primary' : 'btn bg-danger-700 text-white hover:bg-danger-600'
              }
            >
              {working && <Spinner className="size-4" />}
              {text.confirm}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
