import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Where the dev server forwards `/api`: the API's chat listener (CHAT_PORT), which serves the
 * same API as the portal's. Override with API_PROXY_TARGET.
 */
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8081';

// The chat site: its own origin (CHAT_PORT in production, 5174 in development).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  preview: {
    port: 4174,
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the site: their own chunk stays cached
        // across deployments, and no single file crosses Vite's 500 kB warning.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
