/** Won, Lost or Draw as a coloured badge; '-' for a duel without a result. */
export function DuelResultBadge({ result }: { result: string }) {
  if (result === '-') return <>-</>;
  return <span className={`duel-result duel-result-${result.toLowerCase()}`}>{result}</span>;
}
