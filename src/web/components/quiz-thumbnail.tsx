import { quizCoverPath } from '@shared/domain/storefront';
import { GraduationCap } from 'lucide-react';
import { useState } from 'react';

/**
 * The quiz image; a quiz without one shows its generated cover (category colours, icon and
 * title, drawn by the server). Only if both fail to load does the plain gradient show.
 * `priority`: the image is in the first screen (the detail page's cover, the first cards of a
 * grid): fetched at once and first, as it is what the page's largest paint waits for.
 */
export function QuizThumbnail({
  quizId,
  url,
  priority = false,
}: {
  quizId: string;
  url: string | null;
  priority?: boolean;
}) {
  const cover = quizCoverPath(quizId);
  const [failed, setFailed] = useState<string[]>([]);
  const source = [url, cover].find((candidate) => candidate && !failed.includes(candidate));
  if (source) {
    return (
      <img
        src={source}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={() => setFailed((sources) => [...sources, source])}
        className="aspect-video w-full bg-muted object-cover"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-primary/80 via-primary/60 to-fuchsia-500/60"
    >
      <GraduationCap className="size-12 text-white/90" />
    </div>
  );
}
