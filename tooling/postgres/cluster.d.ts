export function freePort(): Promise<number>;
export function startPostgres(options?: { settings?: Record<string, string> }): Promise<{ url: string; socketUrl: string; stop(): void }>;
export function postgresProgram(name: string): string;
