export function haproxyConfig(options: { port: number; host?: string; nodes: { host: string; port: number }[] }): string;
export function ensureHaproxy(): void;
