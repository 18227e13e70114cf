import { describe, expect, it } from 'vitest';
import { setSystemPrefersDark } from '../test/match-media';
import { APPEARANCE_STORAGE_KEY, initAppearance, reloadAppearance, setAppearance } from './appearance';

const root = () => document.documentElement;

describe('appearance', () => {
  it('puts the dark class on <html> for the dark theme and removes it for light', () => {
    setAppearance({ theme: 'dark' });
    expect(root()).toHaveClass('dark');
    setAppearance({ theme: 'light' });
    expect(root()).not.toHaveClass('dark');
  });

  it('follows the operating system with the system theme, also when it changes later', () => {
    const stopFollowing = initAppearance();
    setSystemPrefersDark(true);
    setAppearance({ theme: 'system' });
    expect(root()).toHaveClass('dark');

    setSystemPrefersDark(false);
    expect(root()).not.toHaveClass('dark');
    stopFollowing();
  });

  it('changes the root font size so the whole interface scales', () => {
    setAppearance({ fontSize: 'large' });
    expect(root().style.fontSize).toBe('112.5%');
    setAppearance({ fontSize: 'small' });
    expect(root().style.fontSize).toBe('87.5%');
    setAppearance({ fontSize: 'medium' });
    expect(root().style.fontSize).toBe('100%');
  });

  it('keeps the choice on this device', () => {
    setAppearance({ theme: 'dark', fontSize: 'large' });
    expect(JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? '{}')).toEqual({
      theme: 'dark',
      fontSize: 'large',
    });

    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ theme: 'light', fontSize: 'small' }));
    reloadAppearance();
    expect(root()).not.toHaveClass('dark');
    expect(root().style.fontSize).toBe('87.5%');
  });

  it('ignores a malformed stored value', () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, '{"theme":"neon","fontSize":7}');
    reloadAppearance();
    expect(root().style.fontSize).toBe('100%');
  });
});
