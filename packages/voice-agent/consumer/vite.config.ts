import { voiceAgentAssets } from '@kiwo/voice-agent/vite';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [voiceAgentAssets({ base: '/vad/' })] });
