export function loadEnvFile(root: string, env?: NodeJS.ProcessEnv): string[];
export function serverEnvironment(root: string, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
