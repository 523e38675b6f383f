import type { RouteObject } from 'react-router-dom';
import { AppLayout, type LayoutHandle } from '@ui/layout/AppLayout';
import { CrashScreen } from '@ui/features/status/CrashScreen';
import type { UpcomingSection } from '@ui/features/status/ComingSoonScreen';
import { lazyScreen as screen } from './lazyScreen';
import { RequireSession } from './RequireSession';
import { PhaserHost } from './phaser-host';

const MainMenuScreen = screen(() => import('@ui/features/main-menu/MainMenuScreen'), 'MainMenuScreen');
const LoginScreen = screen(() => import('@ui/features/auth/LoginScreen'), 'LoginScreen');
const RegisterScreen = screen(() => import('@ui/features/auth/RegisterScreen'), 'RegisterScreen');
const VerifyEmailScreen = screen(() => import('@ui/features/auth/VerifyEmailScreen'), 'VerifyEmailScreen');
const ProfileScreen = screen(() => import('@ui/features/profile/ProfileScreen'), 'ProfileScreen');
const AccountSettingsScreen = screen(
  () => import('@ui/features/settings/AccountSettingsScreen'),
  'AccountSettingsScreen',
);
const NotFoundScreen = screen(() => import('@ui/features/status/NotFoundScreen'), 'NotFoundScreen');
const ComingSoonScreen = screen(() => import('@ui/features/status/ComingSoonScreen'), 'ComingSoonScreen');
const HistoryScreen = screen(() => import('@ui/features/history/HistoryScreen'), 'HistoryScreen');
const PlayScreen = screen(() => import('@ui/features/play/PlayScreen'), 'PlayScreen');
const MapCreatorScreen = screen(() => import('@ui/features/map-creator/MapCreatorScreen'), 'MapCreatorScreen');
const EventListScreen = screen(() => import('@ui/features/event-list/EventListScreen'), 'EventListScreen');
const ItemCreatorScreen = screen(() => import('@ui/features/item-creator/ItemCreatorScreen'), 'ItemCreatorScreen');
const OnlineScreen = screen(() => import('@ui/features/online/OnlineScreen'), 'OnlineScreen');
const ShopScreen = screen(() => import('@ui/features/shop/ShopScreen'), 'ShopScreen');
const ClosetScreen = screen(() => import('@ui/features/closet/ClosetScreen'), 'ClosetScreen');

/** A route whose screen arrives with a later issue: a finished "coming soon" panel inside the real layout. */
const upcoming = (path: string, section: UpcomingSection, handle?: LayoutHandle): RouteObject => ({
  path,
  handle,
  element: <ComingSoonScreen section={section} />,
});

const noBottomBar: LayoutHandle = { hideBottomBar: true };

/** Every route of spec section 2. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <CrashScreen />,
    children: [
      {
        // Errors inside a screen render here, keeping the layout (and its way home) around them.
        errorElement: <CrashScreen />,
        children: [
          { index: true, element: <MainMenuScreen /> },
          { path: 'login', element: <LoginScreen /> },
          { path: 'register', element: <RegisterScreen /> },
          { path: 'verify-email', element: <VerifyEmailScreen /> },
          { path: 'mi_perfil', element: <ProfileScreen /> },
          { path: 'acc_settings', element: <AccountSettingsScreen /> },
          { path: 'history', element: <HistoryScreen stage={<PhaserHost scene="history" />} /> },
          { path: 'play', handle: noBottomBar, element: <PlayScreen stage={<PhaserHost scene="play" />} /> },
          { path: 'online', element: <OnlineScreen /> },
          upcoming('cancel', 'paymentCancelled', noBottomBar),
          upcoming('success', 'paymentSuccess', noBottomBar),
          { path: 'newsletter', Component: screen(() => import('@ui/features/news/NewsListScreen'), 'NewsListScreen') },
          {
            path: 'newsletter/:id',
            Component: screen(() => import('@ui/features/news/NewsArticleScreen'), 'NewsArticleScreen'),
          },
          {
            element: <RequireSession />,
            children: [
              { path: 'map_creator', element: <MapCreatorScreen /> },
              { path: 'map_creator/event_creator', element: <EventListScreen /> },
              {
                path: 'map_creator/event_creator_new',
                Component: screen(() => import('@ui/features/event-editor/EventEditorScreen'), 'EventEditorScreen'),
              },
              { path: 'item_creator', element: <ItemCreatorScreen /> },
              { path: 'shop', element: <ShopScreen /> },
              upcoming('money_shop', 'moneyShop'),
              upcoming('gatcha', 'gacha'),
              { path: 'closet', element: <ClosetScreen /> },
              upcoming('custom_skin', 'customSkin'),
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
