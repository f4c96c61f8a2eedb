export function startBalancer(port: number, backends: string[]): Promise<{ url: string; stop(): Promise<void> }>;
