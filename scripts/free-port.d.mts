/** A TCP port on 127.0.0.1 that is free right now. */
export function freePort(): Promise<number>;
