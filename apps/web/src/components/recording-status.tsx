import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

interface RecordingStatus {
  /** Whether a putting session is being recorded in this tab right now. */
  recording: boolean;
  /** How many recorders say they are running (a count, so two mounts cannot undo each other). */
  setActiveCount: (change: (count: number) => number) => void;
}

const RecordingStatusContext = createContext<RecordingStatus>({ recording: false, setActiveCount: () => {} });

/**
 * Whether a session is being recorded, shared by the recorder (which says so) and whatever must
 * stay out of its way while it runs — toasts above all, which must never cover Make and Miss.
 */
export function RecordingStatusProvider({ children }: { children: ReactNode }) {
  const [activeCount, setActiveCount] = useState(0);
  const value = useMemo(() => ({ recording: activeCount > 0, setActiveCount }), [activeCount]);
  return <RecordingStatusContext.Provider value={value}>{children}</RecordingStatusContext.Provider>;
}

/** True while a session is being recorded in this tab. */
export function useRecordingInProgress(): boolean {
  return useContext(RecordingStatusContext).recording;
}

/**
 * The recorder's one line: `useReportRecording(recording !== null)` marks the tab as recording
 * for as long as the argument is true (and the component is mounted).
 */
export function useReportRecording(active: boolean): void {
  const { setActiveCount } = useContext(RecordingStatusContext);
  useEffect(() => {
    if (!active) return;
    setActiveCount((n) => n + 1);
    return () => setActiveCount((n) => n - 1);
  }, [active, setActiveCount]);
}
