import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { refetchChanged } from './refetch-changed';

const KEY = ['me', 'in-progress'];
let client: QueryClient;
afterEach(() => client.clear());

/** A query watched by a page, whose server answers in the order the test releases them. */
function watchedQuery() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const answers: ((value: string) => void)[] = [];
  const queryFn = () => new Promise<string>((resolve) => answers.push(resolve));
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  onTestFinished(unsubscribe);
  return { answers, data: () => client.getQueryData<string>(KEY) };
}

describe('refetchChanged', () => {
  it('a change announced during the first fetch is read by a new fetch, not lost to the one in flight', async () => {
    const { answers, data } = watchedQuery();
    expect(answers).toHaveLength(1); // the first fetch, which read before the change

    const refetched = refetchChanged(client, KEY);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!('before the change');
    answers[1]!('after the change');
    await refetched;
    expect(data()).toBe('after the change');
  });

  it('whoever awaits the first fetch gets the read made after the change', async () => {
    const { answers } = watchedQuery();
    const awaited = client.fetchQuery({ queryKey: KEY, queryFn: () => Promise.resolve('not used') });

    const refetched = refetchChanged(client, KEY);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!('before the change');
    answers[1]!('after the change');
    await refetched;
    await expect(awaited).resolves.toBe('after the change');
  });

  it('leaves alone a fetch nobody watches (the invalidation would not send it again)', async () => {
    const { answers } = watchedQuery();
    let answer: (value: string) => void = () => undefined;
    const unwatched = client.fetchQuery({
      queryKey: ['me', 'play', 'results', 'r1'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });

    const refetched = refetchChanged(client, ['me']);
    answer('the result');
    await expect(unwatched).resolves.toBe('the result');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    for (const release of answers) release('x');
    await refetched;
  });

  it('a change announced while data is shown replaces it with a fresh read', async () => {
    const { answers, data } = watchedQuery();
    answers[0]!('first');
    await vi.waitFor(() => expect(data()).toBe('first'));

    const refetched = refetchChanged(client, KEY);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!('after the change');
    await refetched;
    expect(data()).toBe('after the change');
  });
});
