// @vitest-environment happy-dom
import { PAGES } from '@shared/seo/pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every full path the router knows, from its nested route objects. */
function routerPaths(objects: RouteObject[], parent = ''): string[] {
  return objects.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path ? joinPath(parent, route.path) : null;
    const children = route.children ? routerPaths(route.children, own ?? parent) : [];
    return own !== null && !route.children ? [own, ...children] : children;
  });
}

function joinPath(parent: string, path: string) {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

describe('the shared page table', () => {
  it('has exactly the pages of the router (the catch-all is the not-found page)', () => {
    const fromRouter = routerPaths(routes).filter((path) => path !== '/*');
    expect(new Set(fromRouter)).toEqual(new Set(PAGES.map((page) => page.pattern)));
    expect(fromRouter).toHaveLength(PAGES.length);
  });
});
