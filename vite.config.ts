import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { broadcastCatalog } from './scripts/vite/broadcast-catalog'
import { preloadDefaultCatalog } from './scripts/vite/preload-default-catalog'

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// Plugin order matters (STACK.md): the router plugin must split routes before React/Babel
// runs the Lingui macro, and lingui() compiles the .po catalogs imported per language.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // The broadcast page's catalog holds only the messages of these files (docs/decisions/0020).
    broadcastCatalog(dir('.'), [
      'src/features/broadcast',
      'src/app/broadcast-app.tsx',
      'src/components/ui/suspension-banner.tsx',
    ]),
    preloadDefaultCatalog('ko'),
  ],
  resolve: {
    alias: {
      '@contract': dir('./contract'),
      '@domain': dir('./domain'),
      '@': dir('./src'),
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: the server names each page's own chunks in its HTML (server/plugins/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      // Two pages: the portal, and the lean broadcast board partners put on air (docs/decisions/0020).
      input: { index: dir('./index.html'), broadcast: dir('./broadcast.html') },
    },
  },
})
