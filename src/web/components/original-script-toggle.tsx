import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import { setPrefersOriginal, useOriginalScript } from '@web/lib/original-script';
import { Languages } from 'lucide-react';

/**
 * Switches a quiz's texts between the reader's script and the author's, remembered in this
 * browser. Shown only where the two differ (`transliterable`), with the quiz's data (also in the
 * server-rendered page), so it never pushes the page when it appears.
 */
export function OriginalScriptToggle({ transliterable }: { transliterable: boolean | undefined }) {
  const original = useOriginalScript();
  if (!transliterable) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="w-fit"
      title={uz.contentLanguage.originalHint}
      onClick={() => setPrefersOriginal(!original)}
    >
      <Languages aria-hidden="true" />
      {original ? uz.contentLanguage.showTransliterated : uz.contentLanguage.showOriginal}
    </Button>
  );
}
