import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * A box that scrolls sideways when its content is wider than the screen (a wide table between the
 * phone's card layout and a full desktop). Only while it actually overflows is it a tab stop, so a
 * keyboard can scroll it and no one tabs onto a box that does nothing. A named group, not a
 * region: the card around it is already the landmark with the table's name.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this box holds a table.
    <div
      ref={ref}
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      role="group"
      aria-label={label}
      tabIndex={overflows ? 0 : undefined}
    >
      {children}
    </div>
  );
}
