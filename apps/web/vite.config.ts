import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: {
    // xfwd: the API sees the browser's address (rate limits, and the mail viewer's loopback check).
    proxy: Object.fromEntries(
      ['/api', '/media', '/dev/mail'].map((path) => [path, { target: apiUrl, xfwd: true }]),
    ),
  },
});
