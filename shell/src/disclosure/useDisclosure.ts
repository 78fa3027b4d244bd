import { useEffect, useId, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (the Settings popover, the
 * accessibility menu): Escape closes it and returns focus to the button, and
 * with `closeOnOutsidePointer` a press outside the root closes it too.
 */
export function useDisclosure({ closeOnOutsidePointer = false }: { closeOnOutsidePointer?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent): void => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    if (closeOnOutsidePointer) document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, closeOnOutsidePointer]);

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((value) => !value),
  };
  return { open, panelId, rootRef, buttonProps };
}
