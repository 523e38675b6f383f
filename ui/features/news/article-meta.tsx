import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '@src/core/catalogue/news';
import { formatNewsDate, readingMinutes, type ArticleText } from './news-text';
import styles from './news.module.css';

/** Category, date and reading time of an article. */
export function ArticleMeta({ article, text }: { article: NewsArticle; text: ArticleText }) {
  const { t, i18n } = useTranslation('news');
  return (
    <p className={styles.meta}>
      <span className={`${styles.category} ${styles[article.category]}`}>{t(`categories.${article.category}`)}</span>
      <time dateTime={article.date}>{formatNewsDate(article.date, i18n.language)}</time>
      <span>{t('readingTime', { count: readingMinutes(text) })}</span>
    </p>
  );
}
