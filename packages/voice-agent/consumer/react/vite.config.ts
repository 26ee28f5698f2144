// The README's Vite config plus @vitejs/plugin-react, built into the server's dist/react/.
import { voiceAgentAssets } from '@kiwo/voice-agent/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/react/',
  plugins: [react(), voiceAgentAssets({ base: '/vad/' })],
  build: { outDir: '../dist/react', emptyOutDir: true },
});
