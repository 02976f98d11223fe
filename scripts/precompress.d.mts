/** Writes file.br and file.gz beside each compressible file of `dir`; returns how many files. */
export function precompress(dir: string): number;
