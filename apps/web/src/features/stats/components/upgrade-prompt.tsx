import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/**
 * A call to upgrade: what a subscription unlocks and the 'Upgrade Now' link to /membership, where
 * the plans are compared and bought (decision 046).
 */
export function UpgradePrompt({
  title,
  children,
  headingLevel = 3,
}: {
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="upgrade-prompt" data-testid="upgrade-prompt">
      <Heading className="upgrade-prompt-title">{title}</Heading>
      <div className="upgrade-prompt-body">{children}</div>
      <Link className="button button-primary" to={paths.membership}>
        Upgrade Now
      </Link>
    </div>
  );
}
