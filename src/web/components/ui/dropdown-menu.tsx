import { cn } from '@web/lib/cn';
import { CheckIcon } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type * as React from 'react';
import { createContext, type RefObject, useContext, useRef } from 'react';

/*
 * A menu opened from the keyboard puts focus on its first enabled item, as the WAI-ARIA menu
 * button asks; one opened by a pointer keeps focus on the menu itself. Radix does this for the
 * keys its trigger sees; a menu mounted open by a press it never saw (the header menus load their
 * code on that press) is told so by `openedByKeyboard`, and its content, once it has focus, moves
 * focus to the first item unless Radix has done so by the end of that focus event.
 */
const OpenedByKeyboard = createContext<RefObject<boolean> | null>(null);

export function DropdownMenu({
  openedByKeyboard = false,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Root> & {
  /** A menu mounted open (`defaultOpen`) by a keyboard press its trigger did not see. */
  openedByKeyboard?: boolean;
}) {
  const byKeyboard = useRef(openedByKeyboard);
  return (
    <OpenedByKeyboard.Provider value={byKeyboard}>
      <DropdownMenuPrimitive.Root {...props} />
    </OpenedByKeyboard.Provider>
  );
}

export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  onFocus,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  const byKeyboard = useContext(OpenedByKeyboard);
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        onFocus={(event) => {
          onFocus?.(event);
          const content = event.currentTarget;
          if (event.target !== content || !byKeyboard?.current) return;
          byKeyboard.current = false;
          // after Radix's own handler of this event
          queueMicrotask(() => {
            if (document.activeElement !== content) return;
            content
              .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
              ?.focus({ preventScroll: true });
          });
        }}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-[8rem] overflow-x-hidden overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

const itemClass =
  "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground";

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Item> & { variant?: 'default' | 'destructive' }) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(
        itemClass,
        variant === 'destructive' && 'text-destructive focus:bg-destructive/10 focus:text-destructive',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(itemClass, 'pl-8', className)}
      {...props}
    >
      <span className="pointer-events-none absolute left-2 flex size-3.5 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <CheckIcon className="size-4" aria-hidden="true" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-sm font-medium', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
