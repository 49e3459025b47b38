/**
 * How a session was captured, as an icon with its words for screen readers (and as a tooltip):
 * the desktop app, the phone tapped by hand, or the phone's camera. Shown wherever results are
 * compared, so a reader can tell a tracked score from a hand-tapped one.
 */

/** Capture sources as answers carry them; `manual` is the earlier name of `phone`. */
export type CaptureSourceValue = 'desktop' | 'phone' | 'camera' | 'manual';

/** The words for a capture source. */
export function captureSourceText(source: CaptureSourceValue): string {
  switch (source) {
    case 'camera':
      return 'Camera';
    case 'desktop':
      return 'Desktop app';
    default:
      return 'Phone, tapped by hand';
  }
}

function Glyph({ source }: { source: CaptureSourceValue }) {
  const common = { width: 16, height: 16, viewBox: '0 0 16 16', focusable: false } as const;
  if (source === 'camera') {
    return (
      <svg {...common} aria-hidden="true">
        <path d="M2 5h3l1.2-2h3.6L11 5h3v8H2z" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <circle cx="8" cy="9" r="2.4" fill="none" stroke="currentColor" strokeWidth="1.4" />
      </svg>
    );
  }
  if (source === 'desktop') {
    return (
      <svg {...common} aria-hidden="true">
        <rect x="1.5" y="2.5" width="13" height="8.5" rx="1" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M6 14h4M8 11v3" stroke="currentColor" strokeWidth="1.4" />
      </svg>
    );
  }
  return (
    <svg {...common} aria-hidden="true">
      <rect x="4" y="1.5" width="8" height="13" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M7 12.5h2" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

/** The icon of a capture source with its label for assistive technology; nothing when unknown. */
export function CaptureSourceIcon({ source }: { source: CaptureSourceValue | null | undefined }) {
  if (!source) return null;
  const text = captureSourceText(source);
  return (
    <span className="capture-source" title={text} data-testid="capture-source" data-source={source}>
      <Glyph source={source} />
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
