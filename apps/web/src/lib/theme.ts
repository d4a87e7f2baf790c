import { create } from 'zustand';
import { localCache, STORAGE_KEYS } from './storage.ts';

/** The user's choice; "system" follows the device's light/dark setting. */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';
export const THEME_CHOICES: ThemeChoice[] = ['system', 'light', 'dark'];

const isChoice = (v: unknown): v is ThemeChoice => v === 'system' || v === 'light' || v === 'dark';
// The browser bar's colour per theme (the page header's background).
const BAR_COLOUR: Record<Theme, string> = { light: '#ffffff', dark: '#1a1a1a' };

const darkQuery = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : undefined);

function resolve(choice: ThemeChoice): Theme {
  if (choice !== 'system') return choice;
  return darkQuery()?.matches ? 'dark' : 'light';
}

const stored = localCache.get(STORAGE_KEYS.theme);
const initialChoice: ThemeChoice = isChoice(stored) ? stored : 'system';

export const useTheme = create<{ choice: ThemeChoice; theme: Theme }>(() => ({ choice: initialChoice, theme: resolve(initialChoice) }));

/**
 * Puts the theme on <html>: antd-mobile's dark variables hang on `data-prefers-color-scheme`,
 * the app's own (app.css) on the same attribute. main.tsx does this before the app's first frame;
 * until then the page shows its launch screen, which follows the system's appearance by itself
 * (launch.css), so a dark phone never flashes white.
 */
function apply(theme: Theme): void {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute('data-prefers-color-scheme', theme);
  document.documentElement.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BAR_COLOUR[theme]);
}

export function setThemeChoice(choice: ThemeChoice): void {
  localCache.set(STORAGE_KEYS.theme, choice);
  const theme = resolve(choice);
  useTheme.setState({ choice, theme });
  apply(theme);
}

/** Applies the stored choice and follows the device while the choice is "system". */
export function startTheme(): void {
  apply(useTheme.getState().theme);
  darkQuery()?.addEventListener('change', () => {
    const { choice } = useTheme.getState();
    if (choice !== 'system') return;
    const theme = resolve(choice);
    useTheme.setState({ theme });
    apply(theme);
  });
}

/** A CSS variable's value on <html> (charts draw on a canvas and need real colours). */
export function cssColour(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}
