import { createTheme, type Theme } from '@mui/material/styles';
import { itIT } from '@mui/material/locale';
import { RouterLink } from '../components/router-link';

export const APP_BAR_HEIGHT = 64;
export const DRAWER_WIDTH = 240;

const FOCUS = '#1d4ed8';
const focusRing = { outline: `3px solid ${FOCUS}`, outlineOffset: 2 };

/**
 * One calm theme: a deep teal for actions, neutral surfaces, clear headings, AA contrast, and a
 * visible focus ring on everything a keyboard can reach.
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b5c6b', light: '#3f8795', dark: '#063f4a', contrastText: '#ffffff' },
      secondary: { main: '#9a4a1f', contrastText: '#ffffff' },
      background: { default: '#f4f6f7', paper: '#ffffff' },
      text: { primary: '#1b2428', secondary: '#4f5b61' },
      divider: '#dde3e6',
      success: { main: '#2e7d32' },
      warning: { main: '#b45309' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 650, lineHeight: 1.25 },
      h2: { fontSize: '1.375rem', fontWeight: 650, lineHeight: 1.3 },
      h3: { fontSize: '1.125rem', fontWeight: 650, lineHeight: 1.35 },
      h6: { fontSize: '1.05rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      body2: { lineHeight: 1.5 },
    },
    mixins: { toolbar: { minHeight: APP_BAR_HEIGHT } },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': focusRing,
        },
      },
      MuiButtonBase: {
        defaultProps: { LinkComponent: RouterLink },
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      // Always underlined: a link inside a sentence must not rely on colour alone (WCAG 1.4.1).
      MuiLink: { defaultProps: { component: RouterLink, underline: 'always' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: '#dde3e6' } } },
      MuiDialogTitle: { styleOverrides: { root: { fontSize: '1.25rem', fontWeight: 650 } } },
      MuiTableCell: {
        styleOverrides: {
          head: { fontWeight: 650, color: '#1b2428', backgroundColor: '#eef2f3' },
        },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            '&.Mui-selected': { backgroundColor: 'rgba(11, 92, 107, 0.12)', color: '#063f4a' },
            '&.Mui-selected:hover': { backgroundColor: 'rgba(11, 92, 107, 0.18)' },
          },
        },
      },
      MuiOutlinedInput: {
        styleOverrides: { root: { '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2 } } },
      },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  },
  itIT,
);

/** Every duration of the theme at 0: transitions (dialogs, menus, snackbars) end as they start. */
const NO_DURATION = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The theme for a user who asks for reduced motion (prefers-reduced-motion: reduce; the browser
 * journeys ask too, so nothing is judged mid-animation): no transitions, no ripples, and the CSS
 * transitions written outside the theme cut to nothing. Endless indicators (spinners) keep turning:
 * they say that something is still loading.
 */
export const reducedMotionTheme: Theme = createTheme(theme, {
  transitions: { create: () => 'none', duration: NO_DURATION },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiCssBaseline: {
      styleOverrides: {
        '*, *::before, *::after': {
          transitionDuration: '0s !important',
          transitionDelay: '0s !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
});
