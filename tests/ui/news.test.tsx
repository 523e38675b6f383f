import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@src/i18n';
import { NEWS_ARTICLES, newsImageUrl } from '@src/core/catalogue/news';
import { resources } from '@src/i18n/resources';
import { renderApp } from './helpers/render-app';

describe('news', () => {
  it('lists the ten articles, newest first, each with its picture, date, title and summary', async () => {
    renderApp('/newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Noticias de la isla' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Todas las noticias' })).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const links = items.map((item) => within(item).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      Array.from({ length: 10 }, (_, i) => `/newsletter/${10 - i}`),
    );
    expect(links[0]).toHaveTextContent('Hoja de ruta: lo que viene a la isla');
    expect(within(items[0]).getByText('20 de noviembre de 2026')).toHaveAttribute('datetime', '2026-11-20');
    expect(items[9]).toHaveTextContent('La beta pública ya está aquí');
    for (const item of items)
      expect(item.querySelector('img')?.getAttribute('src')).toMatch(/^\/assets\/news\/\w+\.webp$/);
  });

  it('shows one article with its picture described, the whole text and the neighbouring articles', async () => {
    const { user, expectPath } = renderApp('/newsletter/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cómo sobrevivir a la Isla Playa' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /La Isla Playa a mediodía/ })).toHaveAttribute(
      'src',
      '/assets/news/beachGuide.webp',
    );
    const article = screen.getByRole('article');
    expect(article.querySelectorAll('p').length).toBeGreaterThanOrEqual(1 + 3);
    expect(article).toHaveTextContent('la sed es el reloj de la isla');
    const more = screen.getByRole('navigation', { name: 'Más noticias' });
    expect(within(more).getByRole('link', { name: /Noticia anterior/ })).toHaveAttribute('href', '/newsletter/1');
    expect(within(more).getByRole('link', { name: /Noticia siguiente/ })).toHaveAttribute('href', '/newsletter/3');

    await user.click(screen.getByRole('link', { name: 'Volver a noticias' }));
    await expectPath('/newsletter');
  });

  it.each(['99', '0', 'abc', '2x'])(
    "says 'Noticia no encontrada' for /newsletter/%s, with a way back to the news",
    async (id) => {
      renderApp(`/newsletter/${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Noticia no encontrada' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver todas las noticias' })).toHaveAttribute('href', '/newsletter');
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    },
  );

  it('is written in English too', async () => {
    await i18n.changeLanguage('en');
    renderApp('/newsletter/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Effects guide: poisons, nightmares and feasts' }),
    ).toBeInTheDocument();
    expect(screen.getByText('August 14, 2026')).toBeInTheDocument();
  });

  it.each(['es', 'en'] as const)(
    'has, in %s, a title, a summary, a picture description and 3 to 6 paragraphs per article',
    (language) => {
      const texts = resources[language].news.articles as Record<
        string,
        { title: string; summary: string; imageAlt: string; body: string[] }
      >;
      expect(Object.keys(texts).sort()).toEqual(NEWS_ARTICLES.map((article) => article.key).sort());
      for (const article of NEWS_ARTICLES) {
        const text = texts[article.key];
        expect(text.title.length, article.key).toBeGreaterThan(10);
        expect(text.summary.length, article.key).toBeGreaterThan(40);
        expect(text.imageAlt.length, article.key).toBeGreaterThan(20);
        expect(text.body.length, article.key).toBeGreaterThanOrEqual(3);
        expect(text.body.length, article.key).toBeLessThanOrEqual(6);
      }
    },
  );

  it('has a generated picture for every article', () => {
    for (const article of NEWS_ARTICLES)
      expect(existsSync(join(process.cwd(), 'public', newsImageUrl(article))), article.key).toBe(true);
  });
});
