export const chromiumPath: string;
export function ensureChromium(): string;
