import { useEffect, useId, useRef, type ReactNode } from 'react';
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card p-0 shadow-popover backdrop:bg-ink/50"
      onClose={onClose}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {title}
        </h2>
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
      </div>
    </dialog>
  );
}
