/** The heading of a competition list page (Duels, Leagues) with its one Create button. */
export function CreatePageHeader({
  title,
  createLabel,
  onCreate,
}: {
  title: string;
  createLabel: string;
  onCreate: () => void;
}) {
  return (
    <header className="page-header with-actions">
      <h1>{title}</h1>
      <div className="page-actions">
        <button type="button" className="button button-primary" onClick={onCreate}>
          {createLabel}
        </button>
      </div>
    </header>
  );
}
