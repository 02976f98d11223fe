import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const { showNotificationToast } = await import('./notification-toasts');

const HOME = '/';

describe('notification toasts (docs/product/learner-side.md section 8)', () => {
  beforeEach(() => {
    toast.success.mockReset();
    toast.error.mockReset();
    toast.info.mockReset();
  });

  it('quiz_started and quiz_completed toast as success', () => {
    showNotificationToast({ type: 'quiz_started', title: 'Quiz boshlandi', message: 'Omad!' }, HOME);
    showNotificationToast({ type: 'quiz_completed', title: 'Quiz yakunlandi', message: '80%' }, HOME);
    expect(toast.success).toHaveBeenNthCalledWith(1, 'Quiz boshlandi', { description: 'Omad!' });
    expect(toast.success).toHaveBeenNthCalledWith(2, 'Quiz yakunlandi', { description: '80%' });
  });

  it('the play page, which shows the start and the result itself, gets neither toast', () => {
    for (const path of ['/play/q1', '/quiz/q1/play']) {
      showNotificationToast({ type: 'quiz_started', title: 'Quiz boshlandi' }, path);
      showNotificationToast({ type: 'quiz_completed', title: 'Quiz yakunlandi' }, path);
    }
    expect(toast.success).not.toHaveBeenCalled();
    showNotificationToast({ type: 'quiz_completed', title: 'Quiz yakunlandi' }, '/quiz/q1');
    expect(toast.success).toHaveBeenCalledOnce();
  });

  it('navigation_warning, a pause the learner chose, is information, not an error', () => {
    showNotificationToast(
      { type: 'navigation_warning', title: "Quiz to'xtatildi", message: 'Progress saqlandi' },
      HOME,
    );
    expect(toast.info).toHaveBeenCalledWith("Quiz to'xtatildi", { description: 'Progress saqlandi' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('other types and untitled ones show no toast', () => {
    showNotificationToast({ type: 'purchase_made', title: 'Xarid', message: 'x' }, HOME);
    showNotificationToast({ type: 'quiz_started', title: '' }, HOME);
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
  });
});
