import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../lib/paths.ts';

/** Shown when a page fails to render; offers a reload rather than a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main" className="app-main app-main-public">
      <div className="page page-narrow">
        <section className="card empty-state" role="alert">
          <h1>Something went wrong</h1>
          <p>This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually helps.</p>
          <p>
            <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
              Reload Page
            </button>{' '}
            <a className="button button-secondary" href={paths.home}>
              Go to Dashboard
            </a>
          </p>
        </section>
      </div>
    </main>
  );
}
