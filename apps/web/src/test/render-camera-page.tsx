import type { Player } from '@holeout/shared/accounts';
import { fireEvent, screen } from '@testing-library/react';
import { CameraDepsContext } from '../features/record/camera/components/camera-mode.tsx';
import { RecordPage } from '../features/record/pages/record-page.tsx';
import type { fakeCamera } from './camera-test-kit.ts';
import { renderWithProviders } from './render-with-providers.tsx';

/**
 * /record in Camera mode on the fake camera, signed in as `player`; once the video `opens`, its
 * first frame tells the frame size (happy-dom has none: the default 640×480).
 */
export async function renderCameraPage(camera: ReturnType<typeof fakeCamera>, player: Player, { opens = true } = {}) {
  const rendered = renderWithProviders(
    <CameraDepsContext.Provider value={camera.deps}>
      <RecordPage />
    </CameraDepsContext.Provider>,
    { player, path: '/record?mode=camera' },
  );
  if (opens) fireEvent.loadedMetadata(await screen.findByTestId('camera-video'));
  return rendered;
}
