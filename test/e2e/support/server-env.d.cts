export function serverEnv(port: number | string, dataDir: string): NodeJS.ProcessEnv;
