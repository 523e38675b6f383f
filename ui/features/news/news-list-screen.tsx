import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NEWS_ARTICLES, newsImageUrl } from '@src/core/catalogue/news';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import { ArticleMeta } from './article-meta';
import { articleText } from './news-text';
import styles from './news.module.css';

/** Newest first: the most recent article leads the page. */
const newestFirst = [...NEWS_ARTICLES].reverse();

/** /newsletter: the ten articles as cards, the latest one featured. */
export function NewsListScreen() {
  const { t } = useTranslation('news');
  useDocumentTitle(t('title'));

  return (
    <div className={styles.page}>
      <header className={`sign ${styles.masthead}`}>
        <h1 className={styles.mastTitle}>{t('title')}</h1>
        <p className={styles.mastIntro}>{t('intro')}</p>
      </header>
      <ul className={styles.grid} aria-label={t('listLabel')}>
        {newestFirst.map((article, index) => {
          const text = articleText(t, article);
          return (
            <li key={article.id} className={index === 0 ? styles.featured : undefined}>
              <article className={`paper ${styles.card}`}>
                <img
                  className={styles.cardImage}
                  src={newsImageUrl(article)}
                  alt=""
                  width={960}
                  height={540}
                  loading={index < 3 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <div className={styles.cardText}>
                  <ArticleMeta article={article} text={text} />
                  <h2 className={styles.cardTitle}>
                    {/* The title is the link; its ::after covers the card so the whole card is the click target. */}
                    <Link to={`/newsletter/${article.id}`} className={styles.cardLink}>
                      {text.title}
                    </Link>
                  </h2>
                  <p className={styles.summary}>{text.summary}</p>
                  <span className={styles.readMore} aria-hidden="true">
                    {t('readMore')} →
                  </span>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
