import type { TFunction } from 'i18next';
import type { NewsArticle } from '@src/core/catalogue/news';

/** The words of an article in the current language (`news:articles.<key>`). */
export interface ArticleText {
  title: string;
  summary: string;
  imageAlt: string;
  body: string[];
}

export function articleText(t: TFunction<'news'>, article: NewsArticle): ArticleText {
  return t(`articles.${article.key}`, { returnObjects: true }) as unknown as ArticleText;
}

const WORDS_PER_MINUTE = 200;

export const readingMinutes = (text: ArticleText) =>
  Math.max(1, Math.ceil(text.body.join(' ').split(/\s+/).length / WORDS_PER_MINUTE));

/** "5 de junio de 2026" / "June 5, 2026": the article's day in the interface language, whatever the time zone. */
export function formatNewsDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
