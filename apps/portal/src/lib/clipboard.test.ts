import { describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

describe('copyText', () => {
  it('uses the Clipboard API when there is one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyText('http://chat/login?token=a')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('http://chat/login?token=a');
  });

  it('falls back to execCommand when the Clipboard API is missing or refuses', async () => {
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    await expect(copyText('a')).resolves.toBe(true);
    vi.stubGlobal('navigator', {});
    await expect(copyText('b')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledTimes(2);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();

    execCommand.mockReturnValue(false);
    await expect(copyText('c')).resolves.toBe(false);
    Reflect.deleteProperty(document, 'execCommand');
  });
});
