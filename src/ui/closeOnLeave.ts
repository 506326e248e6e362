// SPEC 9 "Menu hide delay: 200 ms; cart menu closes after 300 ms": the navbar's dropdowns close
// this long after the mouse left button and panel, so a pointer that slips off for a moment (a
// diagonal move onto an entry) does not lose the menu. The delays live here, in one place.
import { useEffect, useRef } from 'react';

/** SPEC 9: the user and notification menus. */
export const MENU_HIDE_MS = 200;
/** SPEC 9: the cart menu. */
export const CART_MENU_CLOSE_MS = 300;

/**
 * Pointer handlers for a menu's button and panel: leaving with a mouse closes it after `ms`,
 * coming back in time cancels that. Touch and pen 'leave' right after a tap and never close it.
 */
export function useCloseOnLeave(close: () => void, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => {
    const pending = timer;
    return () => {
      if (pending.current !== null) clearTimeout(pending.current);
    };
  }, []);
  return {
    onPointerLeave: (event: { pointerType: string }) => {
      if (event.pointerType !== 'mouse') return;
      cancel();
      timer.current = setTimeout(close, ms);
    },
    onPointerEnter: cancel,
  };
}

export type LeaveHandlers = ReturnType<typeof useCloseOnLeave>;
