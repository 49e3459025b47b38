import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RecordingStatusProvider, useRecordingInProgress, useReportRecording } from './recording-status.tsx';

function Recorder() {
  const [on, setOn] = useState(false);
  useReportRecording(on);
  return (
    <button type="button" onClick={() => setOn((v) => !v)}>
      toggle
    </button>
  );
}

function Reader() {
  return <p>{useRecordingInProgress() ? 'recording' : 'idle'}</p>;
}

describe('recording status', () => {
  it('is true exactly while the recorder reports a running session', () => {
    render(
      <RecordingStatusProvider>
        <Recorder />
        <Reader />
      </RecordingStatusProvider>,
    );
    expect(screen.getByText('idle')).toBeInTheDocument();
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('recording')).toBeInTheDocument();
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('idle')).toBeInTheDocument();
  });
});
