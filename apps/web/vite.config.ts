import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkGraph } from './bundle/chunk-graph.ts';
import { frameChunkOf } from './bundle/frame-chunks.ts';
import { precompress } from './bundle/precompress.ts';

const appDir = fileURLToPath(new URL('./app', import.meta.url));
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkGraph(), precompress()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // One chunk for the libraries every page runs, instead of a dozen small requests;
            // libraries only some pages or moments need (Zod for forms, react-toastify with the
            // first toast) keep chunks of their own.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
                // The root's and the shell's own code, one chunk each (bundle/frame-chunks.ts).
                { name: frameChunkOf(appDir), debugName: 'frame' },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { alias: { '~': appDir } },
  server: {
    // xfwd: the API sees the browser's address (rate limits, and the mail viewer's loopback check).
    proxy: Object.fromEntries(
      ['/api', '/media', '/feeds', '/dev/mail'].map((path) => [path, { target: apiUrl, xfwd: true }]),
    ),
  },
});
