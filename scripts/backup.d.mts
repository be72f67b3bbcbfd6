// Types for scripts/backup.mjs (a plain Node script), for its test.
export declare class BackupError extends Error {}
export declare function timestamp(date?: Date): string;
export declare function secretFileFor(dump: string): string;
export declare function backupPostgres(options: {
  databaseUrl: string;
  out?: string;
  now?: Date;
}): { engine: "postgres"; file: string };
export declare function restorePostgres(options: {
  databaseUrl: string;
  file: string;
}): Promise<{ engine: "postgres"; file: string }>;
export declare function backupPglite(options: {
  dataDir: string;
  out?: string;
  now?: Date;
  force?: boolean;
}): Promise<{ engine: "pglite"; file: string; secretFile: string | undefined }>;
export declare function restorePglite(options: {
  dataDir: string;
  file: string;
}): Promise<{ engine: "pglite"; dataDir: string }>;
