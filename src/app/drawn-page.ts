import { useEffect } from 'react';
import { DRAWN_PAGE_ATTRIBUTE } from './landing-pages';

/**
 * A page whose first screen the build drew into its HTML (scripts/build/prerender) says so on its root, with the language it
 * is drawn in (DRAWN_PAGE_ATTRIBUTE): the app hydrates it instead of rendering from nothing. Until then the page is
 * inert, so nothing typed into it before the app runs is lost.
 */

/** Whether the page was drawn as the app would draw it now: in its language (the server only knows a cookie's word). */
export const isDrawnIn = (root: HTMLElement, language: string) => root.getAttribute(DRAWN_PAGE_ATTRIBUTE) === language;

/** Hands the drawn page over to the player once the app has taken it over (its first commit). */
export function useDrawnPageTakenOver(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute(DRAWN_PAGE_ATTRIBUTE)) return;
    root.removeAttribute('inert');
    root.removeAttribute('aria-busy');
  }, []);
}
