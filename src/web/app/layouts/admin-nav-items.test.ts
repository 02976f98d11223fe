import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, isCurrentItem } from './admin-nav-items';

const currentAt = (pathname: string) =>
  ADMIN_NAV_ITEMS.filter((item) => isCurrentItem(item, pathname)).map((item) => item.to);

describe('isCurrentItem', () => {
  it('marks the dashboard only on /admin itself', () => {
    expect(currentAt('/admin')).toEqual(['/admin']);
    expect(currentAt('/admin/')).toEqual(['/admin']);
    expect(currentAt('/admin/categories')).toEqual(['/admin/categories']);
  });

  it('counts the question editor as part of Quizlar, and no item on an unknown page', () => {
    expect(currentAt('/admin/question-editor')).toEqual(['/admin/quizzes']);
    expect(currentAt('/admin/quizzes')).toEqual(['/admin/quizzes']);
    expect(currentAt('/admin/quizzesx')).toEqual([]);
    expect(currentAt('/admin/nimadir')).toEqual([]);
  });
});
