import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
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
  },
})
