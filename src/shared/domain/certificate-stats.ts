/** What the stats need of a certificate: its linked result's percentage and whether it passed. */
export type ScoredCertificate = { percentage: number | null; passed: boolean };

export type CertificateStats = {
  total: number;
  /** rounded mean of the percentages above 0; 0 when there are none */
  averageScore: number;
  /** rounded highest percentage above 0; 0 when there are none */
  highestScore: number;
  /** certificates whose linked result passed (the status is derived, docs/product/admin-and-pages.md section 4) */
  active: number;
};

/**
 * The four figures of the /certificates page (docs/product/admin-and-pages.md, sections 4 and 9): a result
 * of 0% (or none) says nothing about the learner's level, so it is left out of the average and
 * the highest score but still counts as a certificate.
 */
export function certificateStats(certificates: readonly ScoredCertificate[]): CertificateStats {
  const scores = certificates
    .map((certificate) => certificate.percentage)
    .filter((percentage): percentage is number => percentage !== null && percentage > 0);
  const sum = scores.reduce((total, score) => total + score, 0);
  return {
    total: certificates.length,
    averageScore: scores.length === 0 ? 0 : Math.round(sum / scores.length),
    highestScore: scores.length === 0 ? 0 : Math.round(Math.max(...scores)),
    active: certificates.filter((certificate) => certificate.passed).length,
  };
}
