import type { FastifyInstance } from 'fastify';

interface RouteMethods {
  pattern: RegExp;
  methods: string[];
}

/** A Fastify route path as a regular expression: `:param` is one segment, `*` the rest. */
function toPattern(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

/**
 * Remembers which methods every /api path answers, so the not-found handler can tell a wrong
 * method (405 with Allow) from a path that does not exist (404). Call before adding routes.
 */
export function trackRouteMethods(app: FastifyInstance) {
  const routes: RouteMethods[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api')) {
      routes.push({ pattern: toPattern(route.url), methods: [route.method].flat() });
    }
  });
  /** the methods the path of `url` answers; empty when no route has that path */
  return function allowedMethods(url: string): string[] {
    const path = url.split('?')[0] ?? url;
    const allowed = new Set<string>();
    for (const route of routes) {
      if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
    }
    return [...allowed].sort();
  };
}
