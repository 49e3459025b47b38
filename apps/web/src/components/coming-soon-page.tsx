import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title.ts';

/**
 * A page whose feature is not built yet: its heading and one honest sentence, nothing that
 * pretends to work.
 */
export function ComingSoonPage({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="page">
      <h1>{title}</h1>
      <section className="card coming-soon">
        <p>{children}</p>
        {action && <p className="coming-soon-action">{action}</p>}
      </section>
    </div>
  );
}
