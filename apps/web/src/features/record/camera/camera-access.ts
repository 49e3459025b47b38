/**
 * Opening the rear camera, and what to tell the golfer when it cannot be opened. Every problem
 * ends in the manual recorder, which needs no camera.
 */
import { CAMERA_FRAME } from './calibration.ts';

export type CameraProblem = 'denied' | 'no-camera' | 'unsupported' | 'failed' | 'lost';

/** What the camera mode says for each problem. */
export const CAMERA_PROBLEM_TEXT: Record<CameraProblem, string> = {
  denied:
    'Holeout may not use the camera. Allow camera access for this site in the browser’s settings, or record with the Make and Miss buttons.',
  'no-camera': 'No camera was found on this device. Record with the Make and Miss buttons instead.',
  unsupported:
    'This browser cannot share its camera with the page (it needs a secure connection, https). Record with the Make and Miss buttons instead.',
  failed: 'The camera could not be started. Close other apps that use it and try again, or record by hand.',
  lost: 'The camera stopped. Recording is paused: start the camera again to carry on.',
};

/** The rear camera at about 640×480 (the processed size), without sound. */
export function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new DOMException('', 'NotSupportedError'));
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: {
      facingMode: { ideal: 'environment' },
      width: { ideal: CAMERA_FRAME.width },
      height: { ideal: CAMERA_FRAME.height },
    },
  });
}

/** Which problem a failed {@link openCamera} was. */
export function cameraProblem(err: unknown): CameraProblem {
  const name = err instanceof DOMException || err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'unsupported';
  return 'failed';
}
