import { resolveTheme, useAppearance } from '../../../lib/appearance';

export interface ChartTheme {
  /** One colour per child, in order; every one at least 3:1 against the card behind it. */
  series: readonly string[];
  categories: { educational: string; leisure: string; mixed: string; unclassified: string };
  grid: string;
  axis: string;
  /** The card's own colour: drawn between stacked segments so that neighbours stay apart. */
  surface: string;
  tooltipBorder: string;
  text: string;
}

/* Tailwind's 700 shades on white; its 300 shades on slate-900 (the dark card). */
const LIGHT: ChartTheme = {
  series: ['#6d28d9', '#0369a1', '#b45309', '#047857', '#be185d', '#4d7c0f'],
  categories: { educational: '#0369a1', leisure: '#b45309', mixed: '#6d28d9', unclassified: '#64748b' },
  grid: '#e2e8f0',
  axis: '#475569',
  surface: '#ffffff',
  tooltipBorder: '#cbd5e1',
  text: '#0f172a',
};

const DARK: ChartTheme = {
  series: ['#c4b5fd', '#7dd3fc', '#fcd34d', '#6ee7b7', '#f9a8d4', '#bef264'],
  categories: { educational: '#7dd3fc', leisure: '#fcd34d', mixed: '#c4b5fd', unclassified: '#94a3b8' },
  grid: '#334155',
  axis: '#cbd5e1',
  surface: '#0f172a',
  tooltipBorder: '#475569',
  text: '#f1f5f9',
};

/** Line patterns by series, so that lines differ by more than colour (colour-blind readers, grey prints). */
export const SERIES_DASHES = ['', '8 4', '2 4', '12 4 2 4', '4 4', '16 6'] as const;

/** The chart colours of the theme on screen (light, dark, or the system's). */
export function useChartTheme(): ChartTheme {
  return resolveTheme(useAppearance().theme) === 'dark' ? DARK : LIGHT;
}
