import { defineServerRenderConfig } from '../web-common/vite.app-config.ts';

export default defineServerRenderConfig();
