import { type ApiError, isApiError } from '@web/lib/api-client';
import { STORAGE_KEYS, safeStorage } from '@web/lib/storage-keys';
import type { PlayTimer } from './api/heartbeat';
import type { AnswerSave } from './api/save-answer';

export interface QueueStatus {
  /** answers chosen but not yet acknowledged by the server */
  pending: number;
  /** the last try failed for a reason a retry may cure (network, server error) */
  failing: boolean;
}

export interface AnswerQueueOptions {
  sessionId: string;
  send: (answer: AnswerSave) => Promise<PlayTimer>;
  /** every acknowledgement carries the server's clock */
  onAck?: (timer: PlayTimer) => void;
  /** a refusal no retry will change (taken over, time up, finished): the queue stops */
  onRefused?: (error: ApiError) => void;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

function isAnswer(value: unknown): value is AnswerSave {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.questionId === 'string' &&
    Number.isInteger(v.optionIndex) &&
    Number.isInteger(v.currentQuestionIndex)
  );
}

/** What a retry may cure: no answer at all, the server failing, a rate limit, a lost sign-in. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || [401, 408, 429].includes(error.status);
}

/**
 * The answers of one session that the server has not acknowledged yet. They are kept in
 * localStorage (they survive a reload or a crash), sent one at a time in order, retried with
 * exponential backoff, and dropped only once acknowledged (or refused for good).
 */
export class AnswerQueue {
  private entries: AnswerSave[];
  private readonly key: string;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private draining: Promise<void> | null = null;
  /** back online while a send was in flight: if that send fails, the next goes at once */
  private retryAtOnce = false;
  private running = true;
  private refused = false;
  private status: QueueStatus;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: AnswerQueueOptions) {
    this.key = STORAGE_KEYS.pendingAnswers(options.sessionId);
    this.entries = AnswerQueue.stored(options.sessionId);
    this.status = { pending: this.entries.length, failing: false };
  }

  /** The unacknowledged answers stored for a session (after a reload). */
  static stored(sessionId: string): AnswerSave[] {
    try {
      const parsed: unknown = JSON.parse(safeStorage.get(STORAGE_KEYS.pendingAnswers(sessionId)) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isAnswer) : [];
    } catch {
      return [];
    }
  }

  pending(): AnswerSave[] {
    return [...this.entries];
  }

  getStatus = (): QueueStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A new choice: it replaces any unsent choice for the same question and is sent at once. */
  enqueue(answer: AnswerSave): void {
    if (this.refused) return;
    const at = this.entries.findIndex((entry) => entry.questionId === answer.questionId);
    if (at >= 0) this.entries[at] = answer;
    else this.entries.push(answer);
    this.changed(this.status.failing);
    void this.flush();
  }

  /** Sends what is pending; resolves when the queue is empty or waiting for a retry. */
  flush(): Promise<void> {
    if (!this.running || this.refused) return Promise.resolve();
    if (!this.draining) {
      this.clearRetry();
      this.draining = this.drain().finally(() => {
        this.draining = null;
      });
    }
    return this.draining;
  }

  /** Back online: try again now, with the backoff reset. */
  retryNow(): Promise<void> {
    this.attempt = 0;
    // a send in flight may have left before the network came back: its failure is no reason to wait
    if (this.draining) this.retryAtOnce = true;
    return this.flush();
  }

  start(): void {
    this.running = true;
    void this.flush();
  }

  /** Stops sending (the screen went away); the stored answers stay for the next start. */
  stop(): void {
    this.running = false;
    this.clearRetry();
  }

  /** Forgets everything (the attempt was finished or exited). */
  clear(): void {
    this.entries = [];
    safeStorage.remove(this.key);
    this.changed(false);
  }

  private async drain(): Promise<void> {
    while (this.running && !this.refused && this.entries.length > 0) {
      const entry = this.entries[0]!;
      try {
        const timer = await this.options.send(entry);
        this.remove(entry);
        this.attempt = 0;
        this.retryAtOnce = false;
        this.changed(false);
        this.options.onAck?.(timer);
      } catch (error) {
        if (isRetryable(error) && this.retryAtOnce) {
          this.retryAtOnce = false;
          continue;
        }
        if (isRetryable(error)) {
          this.attempt += 1;
          this.changed(true);
          this.scheduleRetry();
          return;
        }
        if (isApiError(error) && error.status === 400) {
          // an answer the server will never take (a question no longer in the quiz): drop only it
          this.remove(entry);
          this.changed(false);
          continue;
        }
        this.refused = true;
        this.clear();
        if (isApiError(error)) this.options.onRefused?.(error);
        return;
      }
    }
  }

  private remove(entry: AnswerSave) {
    const at = this.entries.indexOf(entry);
    if (at >= 0) this.entries.splice(at, 1);
  }

  private scheduleRetry() {
    if (!this.running) return;
    const base = this.options.baseDelayMs ?? 1000;
    const delay = Math.min(base * 2 ** (this.attempt - 1), this.options.maxDelayMs ?? 30_000);
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
  }

  private clearRetry() {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private changed(failing: boolean) {
    if (this.entries.length > 0) safeStorage.set(this.key, JSON.stringify(this.entries));
    else safeStorage.remove(this.key);
    const next = { pending: this.entries.length, failing: this.entries.length > 0 && failing };
    if (next.pending === this.status.pending && next.failing === this.status.failing) return;
    this.status = next;
    for (const listener of this.listeners) listener();
  }
}
