import { NEWS_ARTICLES } from '../../../src/core/catalogue/news';
import type { AssetJob } from '../lib/jobs';
import { encodeSvg } from '../lib/render';
import { newsPictures } from './pictures';

/** One job per article: public/assets/news/<key>.webp, the picture the news screens show. */
export function newsImageJobs(): AssetJob[] {
  return NEWS_ARTICLES.map((article) => {
    const draw = newsPictures[article.key];
    if (!draw) throw new Error(`No news picture is drawn for the article "${article.key}"`);
    return {
      path: `news/${article.key}.webp`,
      build: async () => encodeSvg(await draw(), { format: 'webp', quality: 78 }),
    };
  });
}
