import { uz } from '@shared/i18n/uz';
import { toast } from '@web/lib/toast';
import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, useState } from 'react';

/** A popup's code, imported on demand once and shared by every button that opens it. */
export type PressLoader<T> = {
  /** The loaded export, or undefined before the import has finished. */
  current: () => T | undefined;
  /** Starts the import (once; again after a failure) and settles with the export. */
  load: () => Promise<T>;
};

export function pressLoader<T>(importer: () => Promise<{ default: T }>): PressLoader<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        // a failed chunk (offline, a deploy replaced it) is tried again on the next press
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { current: () => loaded, load };
}

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
  'aria-busy'?: boolean;
};

/**
 * How the popup was asked for: a keyboard press (Enter, Space) puts focus on its first item (for a
 * menu, pass it to `DropdownMenu`'s `openedByKeyboard`: its trigger never saw the loading press).
 */
export type Opened = { byKeyboard: boolean };

/**
 * A header popup (radix menu or sheet) whose library is not part of the first load: until pressed,
 * `trigger` (the very button the popup wraps) stands alone, announcing the popup it opens; hovering
 * or focusing it starts the import, pressing it renders `children(Popup)` open. While the code is
 * on its way the same button stays in place (nothing moves, focus stays); if the import fails the
 * button stays usable, a toast says so, and the next press tries again.
 */
export function LoadOnPress<T>({
  trigger,
  loader,
  popup,
  children,
}: {
  trigger: ReactElement<TriggerProps>;
  loader: PressLoader<T>;
  popup: 'menu' | 'dialog';
  children: (Popup: T, opened: Opened) => ReactNode;
}) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [loading, setLoading] = useState(false);
  const Popup = loader.current();
  if (opened && Popup) return children(Popup, opened);

  const warm = () => void loader.load().catch(() => undefined);
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // a click from Enter or Space has no pointer position and detail 0
    const next = { byKeyboard: event.detail === 0 };
    if (loader.current()) {
      setOpened(next);
      return;
    }
    setLoading(true);
    loader.load().then(
      () => {
        setLoading(false);
        setOpened(next);
      },
      () => {
        setLoading(false);
        toast.error(uz.errorPage.message);
      },
    );
  };
  return cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    'aria-busy': loading || undefined,
    onPointerEnter: warm,
    onFocus: warm,
    onClick: press,
  });
}
