import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://127.0.0.1:8080';
/** TERMINAL_SOCKET_PATH of @sportello/contracts: the terminals' WebSocket. */
const terminalSocket = '/api/external/app';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@sportello/contracts': path.resolve(import.meta.dirname, '../packages/contracts/src/index.ts'),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      // Before '/api' (the first matching entry wins). The Host stays the page's (127.0.0.1:5173),
      // as it is in production, so that the server's check of the upgrade's Origin sees the page's
      // own origin and lets it in; a socket from another site is still refused.
      [terminalSocket]: { target: api, ws: true, changeOrigin: false },
      '/api': api,
      '/health': api,
      '/make': api,
      '/service': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});
