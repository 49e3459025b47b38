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

/** The exposure-compensation range a camera may offer (Chrome on Android; not in the DOM library's types). */
interface ExposureRange {
  min: number;
  max: number;
}

/**
 * Asks the camera for a picture one stop darker (exposure compensation), where the browser lets
 * the page set it: a mat burnt white by an exposure metered on a dark floor (`burntShare`) then
 * shows its shades again. True when the camera took it; false where it cannot (most desktop
 * cameras, iPhones) or is already as dark as it goes.
 */
export async function darkerPicture(stream: MediaStream): Promise<boolean> {
  const track = stream.getVideoTracks()[0];
  const range = (track?.getCapabilities?.() as { exposureCompensation?: ExposureRange } | undefined)
    ?.exposureCompensation;
  if (!track || !range) return false;
  const now = (track.getSettings() as { exposureCompensation?: number }).exposureCompensation ?? 0;
  if (now <= range.min) return false;
  try {
    await track.applyConstraints({
      advanced: [{ exposureCompensation: Math.max(range.min, now - 1) } as MediaTrackConstraintSet],
    });
    return true;
  } catch {
    return false;
  }
}
