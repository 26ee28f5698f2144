#!/usr/bin/env node
// `pnpm dev`: the API (tsx watch, :3000) and Vite with hot reload (:5173, proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@kiwo/server', 'dev'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@kiwo/web', 'dev'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
