import { describe, expect, it } from 'vitest';
import { copyFailedMessage, copySucceededMessage, copyText } from './clipboard-copy.ts';

describe('copyText', () => {
  it('uses the clipboard API first', async () => {
    const copied: string[] = [];
    const outcome = await copyText('duel=1', {
      writeClipboard: async (t) => {
        copied.push(t);
      },
      copyWithTextArea: () => {
        throw new Error('must not be reached');
      },
    });
    expect(outcome).toBe('clipboard');
    expect(copied).toEqual(['duel=1']);
  });

  it('falls back to the text area when the clipboard API rejects', async () => {
    const viaArea: string[] = [];
    const outcome = await copyText('x', {
      writeClipboard: () => Promise.reject(new Error('NotAllowedError')),
      copyWithTextArea: (t) => {
        viaArea.push(t);
        return true;
      },
    });
    expect(outcome).toBe('textarea');
    expect(viaArea).toEqual(['x']);
  });

  it('falls back to the text area when there is no clipboard API', async () => {
    expect(await copyText('x', { copyWithTextArea: () => true })).toBe('textarea');
  });

  it('asks for a manual copy when every mechanism fails or throws', async () => {
    expect(await copyText('x', { copyWithTextArea: () => false })).toBe('manual');
    expect(
      await copyText('x', {
        writeClipboard: () => Promise.reject(new Error('no')),
        copyWithTextArea: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe('manual');
    expect(await copyText('x', {})).toBe('manual');
  });
});

describe('copy messages', () => {
  it('uses the spec texts', () => {
    expect(copySucceededMessage('Parameters')).toBe('✅ Parameters copied to clipboard!');
    expect(copyFailedMessage('Parameters')).toBe('❌ Failed to copy Parameters. Please copy manually.');
  });
});
