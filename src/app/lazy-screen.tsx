import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import i18n from '@src/i18n';
import { screenNamespaces } from './screen-namespaces';

/** A screen whose code (and translations) can be fetched ahead of its first render. */
interface PreloadableScreen<Props extends object> {
  (props: Props): ReactElement;
  preload: () => Promise<void>;
}

/**
 * A screen loaded on first visit, so the first page only downloads the layout and its own screen. Its translations
 * (screenNamespaces.ts) download alongside its code instead of after it, when its first render would ask for them.
 * Once loaded it renders directly; before that, through `React.lazy` (the layout's Suspense shows the loading bottle).
 */
export function lazyScreen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): PreloadableScreen<Props> {
  const namespaces = screenNamespaces[name] ?? [];
  let Loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= Promise.all([load(), namespaces.length > 0 && i18n.loadNamespaces([...namespaces])]).then(
      ([module]) => {
        Loaded = module[name];
      },
      (error: unknown) => {
        // Let a later visit try again (a lost connection is not forever); this one shows the route's error screen.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  const Screen = (props: Props) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  return Object.assign(Screen, { preload });
}

function isPreloadable(value: unknown): value is PreloadableScreen<object> {
  return typeof value === 'function' && typeof (value as Partial<PreloadableScreen<object>>).preload === 'function';
}

/**
 * Fetches the screens the route table shows at `pathname`. The app awaits this before its first render, so the page
 * opens straight on its screen: the HTML's loading bottle stays up meanwhile, instead of React mounting the layout,
 * showing its own loading bottle, and then rendering again.
 */
export async function preloadScreensAt(routes: RouteObject[], pathname: string): Promise<void> {
  const screens = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => route.Component ?? (route.element as { type?: unknown } | undefined)?.type)
    .filter(isPreloadable);
  await Promise.all(screens.map((screen) => screen.preload()));
}
