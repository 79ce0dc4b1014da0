import { defineServerRenderConfig } from './vite.app-config.ts';

export default defineServerRenderConfig();
