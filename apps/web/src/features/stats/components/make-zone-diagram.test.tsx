import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MakeZoneDiagram } from './make-zone-diagram.tsx';

const overview = {
  TOP: { high: 3, sum: 10 },
  RIGHT: { high: 1, sum: 4 },
  LOW: { high: 2, sum: 6 },
  LEFT: { high: 0, sum: 0 },
};

describe('MakeZoneDiagram', () => {
  it("speaks of 'your' makes on the player's own page", () => {
    render(<MakeZoneDiagram overview={overview} isOwner />);
    expect(screen.getByText('Where your career makes drop into the cup, seen from above.')).toBeInTheDocument();
  });

  it("speaks of 'their' makes on another player's page", () => {
    render(<MakeZoneDiagram overview={overview} isOwner={false} />);
    expect(screen.getByText('Where their career makes drop into the cup, seen from above.')).toBeInTheDocument();
  });
});
