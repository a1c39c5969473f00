import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  /** Called when the dialog closes itself: Escape, or the backdrop's close request. */
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog (native <dialog>: focus trap, Escape, inert page) with a title; its body renders only while open. */
export default function Dialog({ open, title, onClose, children }: Props) {
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
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-card p-0 shadow-popover backdrop:bg-ink/50"
      onClose={onClose}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {open && children}
      </div>
    </dialog>
  );
}
