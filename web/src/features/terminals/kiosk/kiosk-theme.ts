import { createTheme, type Theme } from '@mui/material/styles';

/**
 * Everything sized in rem grows with the screen: 18 px on a 1024 px tablet, 22 px on a 1920 px
 * totem, so the same form fills a large screen instead of sitting small in its middle.
 */
export const kioskRootFont = {
  html: { fontSize: '112.5%' },
  '@media (min-width: 1600px)': { html: { fontSize: '137.5%' } },
} as const;

/**
 * The portal's theme made for a finger on a tablet (spec 2 §2 "touch first, large targets"):
 * larger text, radio buttons and ticks of 32 px, every choice a row of at least 56 px.
 */
export const kioskTheme = (outer: Theme): Theme =>
  createTheme(outer, {
    typography: {
      fontSize: 16,
      h3: { fontSize: '2.75rem', fontWeight: 700, lineHeight: 1.2 },
      h4: { fontSize: '2.125rem', fontWeight: 600, lineHeight: 1.25 },
      overline: { fontSize: '1rem', fontWeight: 600, letterSpacing: '0.08em' },
    },
    components: {
      MuiFormControlLabel: {
        styleOverrides: {
          root: { minHeight: '3.25rem', marginRight: 24 },
          label: { fontSize: '1.25rem' },
        },
      },
      MuiRadio: { styleOverrides: { root: { '& .MuiSvgIcon-root': { fontSize: 32 } } } },
      MuiCheckbox: { styleOverrides: { root: { '& .MuiSvgIcon-root': { fontSize: 32 } } } },
      MuiFormLabel: { styleOverrides: { root: { fontSize: '1.25rem', fontWeight: 600, marginBottom: 8 } } },
      MuiInputBase: { styleOverrides: { root: { fontSize: '1.25rem', minHeight: 56 } } },
      MuiInputLabel: { styleOverrides: { root: { fontSize: '1.125rem' } } },
      MuiFormHelperText: { styleOverrides: { root: { fontSize: '1rem' } } },
      MuiAutocomplete: { styleOverrides: { option: { minHeight: 56, fontSize: '1.25rem' } } },
      MuiMenuItem: { styleOverrides: { root: { minHeight: 56, fontSize: '1.25rem' } } },
      MuiIconButton: { styleOverrides: { root: { minWidth: 48, minHeight: 48 } } },
    },
  });
