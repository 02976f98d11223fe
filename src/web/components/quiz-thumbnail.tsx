import { GraduationCap } from 'lucide-react';
import { useState } from 'react';

/** The quiz image, or a default gradient when it is missing or fails to load. */
export function QuizThumbnail({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
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
