import { createTheme, type Theme } from '@mui/material/styles';

/**
 * The portal's theme made for a finger on a tablet (spec 2 §2 "touch first, large targets"):
 * larger text, radio buttons and ticks of 32 px, every choice a row of at least 56 px.
 */
export const kioskTheme = (outer: Theme): Theme =>
  createTheme(outer, {
    typography: { fontSize: 16 },
    components: {
      MuiFormControlLabel: {
        styleOverrides: {
          root: { minHeight: 56, marginRight: 24 },
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
