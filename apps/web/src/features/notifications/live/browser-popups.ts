import type { Notification as AppNotification } from '@holeout/shared/notifications';

/** The icon of browser pop-ups (spec 01 §4: title, message and a logo icon). */
export const POPUP_ICON = '/icons/icon-192.png';
const ASKED_KEY = 'notificationPopupsAsked';

export type PopupPermission = NotificationPermission | 'unsupported';

/** Whether this browser may show pop-ups: granted, denied, not yet asked (default), or no support. */
export function popupPermission(): PopupPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** True once the player was asked here; the question is put once, from a click on the notifications page. */
export function popupsAsked(): boolean {
  try {
    return localStorage.getItem(ASKED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Asks the browser for permission (call from a click: browsers ignore or penalise asking unprompted). */
export async function askPopupPermission(): Promise<PopupPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    localStorage.setItem(ASKED_KEY, 'true');
  } catch {
    // Private mode: the browser still remembers its own answer.
  }
  return Notification.requestPermission();
}

/**
 * Shows a pop-up for a notification when allowed and the player is not looking at this tab (the
 * page itself shows it then). The tag makes every open tab's pop-up for one notification the same one.
 */
export function showPopup(n: AppNotification): void {
  if (popupPermission() !== 'granted') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  try {
    new Notification(n.title, { body: n.message, icon: POPUP_ICON, tag: `holeout-notification-${n.id}` });
  } catch {
    // Some mobile browsers only show notifications from a service worker; the page still has it.
  }
}
