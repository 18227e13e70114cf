import { KiddoMascot } from '@kiddo/brand';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('KiddoMascot', () => {
  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<KiddoMascot />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its title when it says something', () => {
    render(<KiddoMascot title="Kiddo" />);
    expect(screen.getByRole('img', { name: 'Kiddo' })).not.toHaveAttribute('aria-hidden');
  });

  it('gives each copy its own gradient ids', () => {
    const { container } = render(
      <>
        <KiddoMascot />
        <KiddoMascot mood="sleepy" />
      </>,
    );
    const ids = [...container.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(2);
    expect(container.querySelectorAll('svg')[1]).toHaveAttribute('data-mood', 'sleepy');
  });
});
