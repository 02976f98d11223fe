import path from 'node:path';

export const TEMPLATE_DB = 'bilimdon_test_template';
export const TEMPLATE_FILE = path.resolve('.test-artifacts/pglite-template.tar.gz');

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  return withDatabase(url, 'postgres');
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
