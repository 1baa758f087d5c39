import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * The embeddable widget (web/src/widget): one small script with no dependency, built apart from
 * the app into dist/widget/sportello.js and served by the server at /widget/v1/sportello.js.
 */
export default defineConfig({
  // The app's public files (favicon) are the app's, not the widget's.
  publicDir: false,
  resolve: {
    alias: {
      '@sportello/contracts': path.resolve(import.meta.dirname, '../packages/contracts/src/index.ts'),
    },
  },
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
    lib: {
      entry: path.resolve(import.meta.dirname, 'src/widget/main.ts'),
      formats: ['iife'],
      name: 'SportelloWidget',
      fileName: () => 'sportello.js',
    },
  },
});
