import { quizCoverPath } from '@shared/domain/storefront';
import { GraduationCap } from 'lucide-react';
import { useState } from 'react';

/**
 * The quiz image; a quiz without one shows its generated cover (category colours, icon and
 * title, drawn by the server). Only if both fail to load does the plain gradient show.
 */
export function QuizThumbnail({ quizId, url }: { quizId: string; url: string | null }) {
  const cover = quizCoverPath(quizId);
  const [failed, setFailed] = useState<string[]>([]);
  const source = [url, cover].find((candidate) => candidate && !failed.includes(candidate));
  if (source) {
    return (
      <img
        src={source}
        alt=""
        loading="lazy"
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
