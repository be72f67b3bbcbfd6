// Types for scripts/make-kits.mjs (a plain Node script), for its test.
export declare const KIT_PATHS: { media: string; partner: string };
export declare function markdownSection(markdown: string, title: string): string;
export declare function markdownToText(markdown: string): string;
export declare function kitEntries(): Record<keyof typeof KIT_PATHS, Record<string, Buffer>>;
