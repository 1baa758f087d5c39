/**
 * The widget's look: the board's (the back office's type and calm surfaces, web/src/app/theme.ts)
 * with the partner's colour for the accents. It lives in a shadow root, so the partner's CSS
 * does not reach in and ours does not leak out; sizes follow the widget's own width (container
 * queries), not the page's, since a widget may sit in a narrow sidebar of a wide page.
 */

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function inkOn(hex: string): '#ffffff' | '#111111' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111111';
}

export const widgetCss = (color: string) => `
:host { all: initial; display: block; container-type: inline-size; }
.w {
  --accent: ${color};
  --on-accent: ${inkOn(color)};
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif;
  color: #1b2428; background: #ffffff; line-height: 1.45; font-size: 16px;
  border: 1px solid #dde3e6; border-top: 4px solid var(--accent); border-radius: 8px;
  padding: 16px; box-sizing: border-box;
}
.w *, .w *::before, .w *::after { box-sizing: border-box; }
h2 { font-size: 1.25rem; font-weight: 650; margin: 0 0 12px; line-height: 1.3; }
form { margin: 0 0 8px; }
label { display: block; font-size: .875rem; font-weight: 600; margin-bottom: 4px; }
.row { display: flex; gap: 8px; }
input {
  flex: 1; min-width: 0; font: inherit; padding: 8px 10px; border: 1px solid #8a979d;
  border-radius: 6px; color: inherit; background: #fff;
}
button {
  font: inherit; font-weight: 600; padding: 8px 16px; border-radius: 6px; border: 1px solid var(--accent);
  background: var(--accent); color: var(--on-accent); cursor: pointer;
}
button.more { display: block; margin: 16px auto 0; background: #fff; color: #1b2428; }
button:disabled { opacity: .6; cursor: progress; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.status { font-size: .875rem; color: #4f5b61; margin: 4px 0 12px; min-height: 1.2em; }
.error { color: #9b1c1c; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: 1fr; }
@container (min-width: 520px) { ul { grid-template-columns: repeat(2, 1fr); } }
@container (min-width: 860px) { ul { grid-template-columns: repeat(3, 1fr); } }
article { height: 100%; border: 1px solid #dde3e6; border-radius: 8px; overflow: hidden; display: flex; flex-direction: column; }
article:focus-visible { outline-offset: -3px; }
img { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: #f4f6f7; }
.body { padding: 10px 12px 12px; display: flex; flex-direction: column; gap: 4px; flex: 1; }
h3 { font-size: 1.05rem; font-weight: 650; margin: 0; line-height: 1.3; }
.meta { font-size: .875rem; color: #4f5b61; margin: 0; }
.summary { margin: 0; font-size: .9375rem; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
.links { display: flex; flex-wrap: wrap; gap: 4px 12px; margin-top: auto; padding-top: 4px; font-size: .9375rem; }
a { color: #1b2428; text-decoration-color: var(--accent); text-decoration-thickness: 2px; text-underline-offset: 3px; }
.foot { margin: 16px 0 0; font-size: .75rem; color: #4f5b61; }
@media (prefers-reduced-motion: no-preference) { button { transition: filter .15s; } button:hover { filter: brightness(.93); } }
`;
