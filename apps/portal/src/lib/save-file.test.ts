import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

describe('saveFile', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('clicks a temporary download link to an object URL, then releases the URL', () => {
    vi.useFakeTimers();
    const blob = new Blob(['{}'], { type: 'application/json' });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/file-1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL');
    const clicked: { href: string; download: string; isConnected: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, isConnected: this.isConnected });
    });

    saveFile(blob, 'kiddo-export-2025-05-02.json');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: 'blob:http://localhost/file-1', download: 'kiddo-export-2025-05-02.json', isConnected: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
    // The browser reads the blob after the click returns: the URL stays alive a moment.
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/file-1');
  });
});
