import type { FastifyPluginAsync } from 'fastify';
import { formatPrice } from '../../../shared/i18n/format';
import { seoTexts } from '../../../shared/i18n/seo';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { readSettings } from '../settings/settings.service';
import { robotsTxt, sitemapXml } from './crawler-files';
import { OgImageCache, renderOgImage } from './og-image';
import { findActiveQuizPreview } from './quiz-preview';

/** A versioned image (?v=updated_at) never changes: caches may keep it for a year. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';
/** the site image follows the site name and description: a day */
const SITE_IMAGE_CACHE = 'public, max-age=86400';

/**
 * What machines read besides the pages: robots.txt, sitemap.xml and the link-preview images.
 * Not /api: these are hidden from the API description and need no access level.
 */
export const seoRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const images = new OgImageCache();
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=60')
      .send(await sitemapXml(db, publicUrl)),
  );

  app.get<{ Params: { id: string } }>('/og/quiz/:id.png', hidden, async (request, reply) => {
    const quiz = await findActiveQuizPreview(db, request.params.id);
    if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND');
    const key = `quiz:${quiz.id}:${quiz.updatedAt.getTime()}`;
    const png = await images.get(key, () =>
      renderOgImage({
        title: quiz.title,
        eyebrow: quiz.categoryName ?? '',
        footnote: formatPrice(quiz.price),
      }),
    );
    return reply.type('image/png').header('cache-control', IMAGE_CACHE).send(png);
  });

  app.get('/og/site.png', hidden, async (_request, reply) => {
    const { siteName, siteDescription } = await readSettings(db);
    const description = siteDescription || seoTexts.siteDescription;
    const png = await images.get(`site:${siteName}:${description}`, () =>
      renderOgImage({ title: siteName, eyebrow: '', footnote: description }),
    );
    return reply.type('image/png').header('cache-control', SITE_IMAGE_CACHE).send(png);
  });
};
