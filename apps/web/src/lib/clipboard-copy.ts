/**
 * Copying text with the spec's fallback chain (spec 01 §8): the asynchronous clipboard API, then a
 * hidden text area with `execCommand('copy')` (older or non-secure contexts), then the caller shows
 * the text for manual copying.
 */

/** How the text ended up on the clipboard, or `manual` when the user must copy it. */
export type CopyOutcome = 'clipboard' | 'textarea' | 'manual';

/** The two copy mechanisms; either may be missing in a given browser. */
export interface CopyEnvironment {
  writeClipboard?: (text: string) => Promise<void>;
  /** Copies through a hidden text area; returns false when the browser refused. */
  copyWithTextArea?: (text: string) => boolean;
}

/** Tries each mechanism in turn; never throws. */
export async function copyText(text: string, env: CopyEnvironment): Promise<CopyOutcome> {
  if (env.writeClipboard) {
    try {
      await env.writeClipboard(text);
      return 'clipboard';
    } catch {
      // Permission denied or not a secure context: fall through to the text area.
    }
  }
  if (env.copyWithTextArea) {
    try {
      if (env.copyWithTextArea(text)) return 'textarea';
    } catch {
      // Some browsers throw instead of returning false.
    }
  }
  return 'manual';
}

/** The spec's success text: '✅ {what} copied to clipboard!'. */
export function copySucceededMessage(what: string): string {
  return `✅ ${what} copied to clipboard!`;
}

/** The spec's failure text: '❌ Failed to copy {what}. Please copy manually.'. */
export function copyFailedMessage(what: string): string {
  return `❌ Failed to copy ${what}. Please copy manually.`;
}

/** The browser's mechanisms, each present only where the browser offers it. */
export function browserCopyEnvironment(): CopyEnvironment {
  const env: CopyEnvironment = {};
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText && window.isSecureContext) {
    env.writeClipboard = (text) => navigator.clipboard.writeText(text);
  }
  if (typeof document !== 'undefined' && typeof document.execCommand === 'function') {
    env.copyWithTextArea = (text) => {
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      // Off-screen rather than display:none, which would make it unselectable.
      area.style.position = 'fixed';
      area.style.left = '-9999px';
      document.body.appendChild(area);
      const previous = document.activeElement as HTMLElement | null;
      area.select();
      try {
        return document.execCommand('copy');
      } finally {
        area.remove();
        previous?.focus();
      }
    };
  }
  return env;
}
