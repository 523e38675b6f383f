import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { findNewsArticle, NEWS_ARTICLES, newsImageUrl, type NewsArticle } from '@src/core/catalogue/news';
import { Icon } from '@ui/components/icon';
import { StatusPanel } from '@ui/components/status-panel';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import { ArticleMeta } from './article-meta';
import { articleText } from './news-text';
import styles from './news.module.css';

/** /newsletter/{id}: one article, or 'Noticia no encontrada' with a way back to the list. */
export function NewsArticleScreen() {
  const { id } = useParams();
  const article = findNewsArticle(id);
  return article ? <ArticleView article={article} /> : <ArticleNotFound />;
}

function ArticleView({ article }: { article: NewsArticle }) {
  const { t } = useTranslation('news');
  const text = articleText(t, article);
  useDocumentTitle(text.title);
  const previous = NEWS_ARTICLES.find((other) => other.id === article.id - 1);
  const next = NEWS_ARTICLES.find((other) => other.id === article.id + 1);

  return (
    <div className={styles.page}>
      <Link to="/newsletter" className={`btn ${styles.backLink}`}>
        <Icon name="back" />
        {t('back')}
      </Link>
      <article className={`paper ${styles.article}`}>
        <img
          className={styles.hero}
          src={newsImageUrl(article)}
          alt={text.imageAlt}
          width={960}
          height={540}
          decoding="async"
        />
        <div className={styles.articleText}>
          <ArticleMeta article={article} text={text} />
          <h1 className={styles.articleTitle}>{text.title}</h1>
          <p className={styles.lead}>{text.summary}</p>
          {text.body.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </article>
      <nav className={styles.pager} aria-label={t('pagerLabel')}>
        {previous && <PagerLink article={previous} label={t('previous')} />}
        {next && <PagerLink article={next} label={t('next')} next />}
      </nav>
    </div>
  );
}

function PagerLink({ article, label, next = false }: { article: NewsArticle; label: string; next?: boolean }) {
  const { t } = useTranslation('news');
  return (
    <Link to={`/newsletter/${article.id}`} className={`paper ${styles.pagerLink} ${next ? styles.pagerNext : ''}`}>
      <span className={styles.pagerLabel}>{label}</span>
      <span className={styles.pagerTitle}>{articleText(t, article).title}</span>
    </Link>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation('news');
  return (
    <StatusPanel
      title={t('notFound.title')}
      body={t('notFound.body')}
      board="lost"
      actions={
        <Link to="/newsletter" className="btn btn--sea">
          {t('notFound.all')}
        </Link>
      }
    />
  );
}
