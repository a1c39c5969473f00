import type { ReactNode } from 'react';
import Dialog from './Dialog';
import { Spinner } from './icons';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal question with a destructive confirm button; focus stays inside while it is open. */
export default function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <div className="mt-2 text-sm text-ink-soft">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="btn bg-danger-700 text-white hover:bg-danger-600"
          disabled={busy}
          onClick={onConfirm}
        >
          {busy && <Spinner className="size-4" />}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
