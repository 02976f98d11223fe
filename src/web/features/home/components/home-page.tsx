import { useEmailVerificationNotice } from '../use-email-verification-notice';
import { AdSlot } from './ad-slot';
import { CategorySection } from './category-section';
import { Hero } from './hero';
import { NewestQuizzesSection } from './newest-quizzes-section';

export function HomePage() {
  useEmailVerificationNotice();
  return (
    <>
      <AdSlot variant="horizontal" className="pt-6" />
      <Hero />
      <CategorySection />
      <AdSlot variant="rectangle" />
      <NewestQuizzesSection />
    </>
  );
}
