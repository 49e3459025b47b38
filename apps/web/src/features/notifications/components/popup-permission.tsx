import { useState } from 'react';
import { askPopupPermission, type PopupPermission, popupPermission, popupsAsked } from '../live/browser-popups.ts';

/**
 * Offers browser pop-ups once: a button while the browser has not been asked (the question must
 * come from a click), then a word on what was decided.
 */
export function PopupPermissionPrompt() {
  const [permission, setPermission] = useState<PopupPermission>(popupPermission);
  const [asked, setAsked] = useState(popupsAsked);

  if (permission === 'unsupported' || permission === 'granted') return null;
  if (permission === 'denied') {
    return asked ? (
      <p className="section-intro">
        Pop-up notifications are blocked; you can allow them in your browser's site settings.
      </p>
    ) : null;
  }
  if (asked) return null;
  return (
    <div className="card popup-permission spread-row">
      <p>Get a browser pop-up when a notification arrives while Holeout is in the background.</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={async () => {
          setAsked(true);
          setPermission(await askPopupPermission());
        }}
      >
        Enable Pop-up Notifications
      </button>
    </div>
  );
}
