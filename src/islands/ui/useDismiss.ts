import { useEffect, useEffectEvent, type RefObject } from 'react';

/** How a popover was dismissed: Escape returns focus to its trigger, an outside press does not. */
export type DismissReason = 'escape' | 'outside';

/**
 * Closes a popover or menu while it is open: on Escape anywhere, or on a
 * press outside `rootRef` (the trigger and the panel). One implementation
 * for the filters popover, the account menu and the notification bell.
 */
export function useDismiss(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dismiss('escape');
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) dismiss('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, rootRef]);
}
