// s3rver ships no types; only what the tests use (its README "Programmatically running s3rver").
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port; run() answers the one taken */
    port?: number;
    silent?: boolean;
    /** where the objects are kept */
    directory: string;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
