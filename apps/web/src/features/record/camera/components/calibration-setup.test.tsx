import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupReducer, startSetup } from '../calibration-state.ts';
import { CalibrationSetup, NO_MAT_TEXT } from './calibration-setup.tsx';

describe('the camera setup’s corner handles', () => {
  it('says why Next waits while three corners are in a line', () => {
    const marking = setupReducer(startSetup({ width: 640, height: 480 }), { type: 'next' });
    const props = { dispatch: () => {}, preview: null, onMarksDropped: () => {}, onSave: () => {}, onCancel: () => {} };
    const { rerender } = render(<CalibrationSetup state={marking} {...props} />);
    expect(screen.queryByText(NO_MAT_TEXT)).not.toBeInTheDocument();
    const [, nearRight] = marking.marks.corners;
    const inALine = setupReducer(marking, { type: 'corner', index: 0, point: nearRight });
    rerender(<CalibrationSetup state={inALine} {...props} />);
    expect(screen.getByText(NO_MAT_TEXT)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });
});
