import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const { showNotificationToast } = await import('./notification-toasts');

describe('notification toasts (spec section 8)', () => {
  beforeEach(() => {
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it('quiz_started and quiz_completed toast as success', () => {
    showNotificationToast({ type: 'quiz_started', title: 'Quiz boshlandi', message: 'Omad!' });
    showNotificationToast({ type: 'quiz_completed', title: 'Quiz yakunlandi', message: '80%' });
    expect(toast.success).toHaveBeenNthCalledWith(1, 'Quiz boshlandi', { description: 'Omad!' });
    expect(toast.success).toHaveBeenNthCalledWith(2, 'Quiz yakunlandi', { description: '80%' });
  });

  it('navigation_warning is destructive', () => {
    showNotificationToast({
      type: 'navigation_warning',
      title: "Quiz to'xtatildi",
      message: 'Progress saqlandi',
    });
    expect(toast.error).toHaveBeenCalledWith("Quiz to'xtatildi", { description: 'Progress saqlandi' });
  });

  it('other types and untitled ones show no toast', () => {
    showNotificationToast({ type: 'purchase_made', title: 'Xarid', message: 'x' });
    showNotificationToast({ type: 'quiz_started', title: '' });
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
