import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '@ui/layout/app-layout';
import { ScreenCrashBoundary } from './crash-boundary';
import { lazyScreen as screen } from './lazy-screen';
import { RequireSession } from './require-session';
import { PhaserHost } from './phaser-host';

const MainMenuScreen = screen(() => import('@ui/features/main-menu/main-menu-screen'), 'MainMenuScreen');
const LoginScreen = screen(() => import('@ui/features/auth/login-screen'), 'LoginScreen');
const RegisterScreen = screen(() => import('@ui/features/auth/register-screen'), 'RegisterScreen');
const VerifyEmailScreen = screen(() => import('@ui/features/auth/verify-email-screen'), 'VerifyEmailScreen');
const ProfileScreen = screen(() => import('@ui/features/profile/profile-screen'), 'ProfileScreen');
const AccountSettingsScreen = screen(
  () => import('@ui/features/settings/account-settings-screen'),
  'AccountSettingsScreen',
);
const NotFoundScreen = screen(() => import('@ui/features/status/not-found-screen'), 'NotFoundScreen');
const HistoryScreen = screen(() => import('@ui/features/history/history-screen'), 'HistoryScreen');
const PlayScreen = screen(() => import('@ui/features/play/play-screen'), 'PlayScreen');
const MapCreatorScreen = screen(() => import('@ui/features/map-creator/map-creator-screen'), 'MapCreatorScreen');
const EventListScreen = screen(() => import('@ui/features/event-list/event-list-screen'), 'EventListScreen');
const ItemCreatorScreen = screen(() => import('@ui/features/item-creator/item-creator-screen'), 'ItemCreatorScreen');
const OnlineScreen = screen(() => import('@ui/features/online/online-screen'), 'OnlineScreen');
const ShopScreen = screen(() => import('@ui/features/shop/shop-screen'), 'ShopScreen');
const ClosetScreen = screen(() => import('@ui/features/closet/closet-screen'), 'ClosetScreen');
const GachaScreen = screen(() => import('@ui/features/gacha/gacha-screen'), 'GachaScreen');
const MoneyShopScreen = screen(() => import('@ui/features/money/money-shop-screen'), 'MoneyShopScreen');
const PaymentSuccessScreen = screen(() => import('@ui/features/money/payment-success-screen'), 'PaymentSuccessScreen');
const PaymentCancelScreen = screen(() => import('@ui/features/money/payment-cancel-screen'), 'PaymentCancelScreen');
const DailyScreen = screen(() => import('@ui/features/daily/daily-screen'), 'DailyScreen');
const ReplayScreen = screen(() => import('@ui/features/replay/replay-screen'), 'ReplayScreen');
const ModerationScreen = screen(() => import('@ui/features/moderation/moderation-screen'), 'ModerationScreen');
const NoticesScreen = screen(() => import('@ui/features/moderation/notices-screen'), 'NoticesScreen');
const CustomSkinScreen = screen(() => import('@ui/features/money/custom-skin/custom-skin-screen'), 'CustomSkinScreen');

/** The game and the payment result pages show no bottom bar (spec section 2). */
const withoutBottomBar = ['/play', '/cancel', '/success'];

/** Every route of spec section 2. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout hideBottomBarOn={withoutBottomBar} ownPadHintOn={['/play']} />,
    children: [
      {
        element: <ScreenCrashBoundary />,
        children: [
          { index: true, element: <MainMenuScreen /> },
          { path: 'login', element: <LoginScreen /> },
          { path: 'register', element: <RegisterScreen /> },
          { path: 'verify-email', element: <VerifyEmailScreen /> },
          { path: 'mi_perfil', element: <ProfileScreen /> },
          { path: 'acc_settings', element: <AccountSettingsScreen /> },
          { path: 'history', element: <HistoryScreen stage={<PhaserHost scene="history" />} /> },
          { path: 'play', element: <PlayScreen stage={<PhaserHost scene="play" />} /> },
          { path: 'online', element: <OnlineScreen /> },
          { path: 'daily_island', element: <DailyScreen /> },
          { path: 'replay/:runId', element: <ReplayScreen stage={<PhaserHost scene="play" />} /> },
          { path: 'cancel', element: <PaymentCancelScreen /> },
          { path: 'success', element: <PaymentSuccessScreen /> },
          {
            path: 'newsletter',
            Component: screen(() => import('@ui/features/news/news-list-screen'), 'NewsListScreen'),
          },
          {
            path: 'newsletter/:id',
            Component: screen(() => import('@ui/features/news/news-article-screen'), 'NewsArticleScreen'),
          },
          {
            element: <RequireSession />,
            children: [
              { path: 'map_creator', element: <MapCreatorScreen /> },
              { path: 'map_creator/event_creator', element: <EventListScreen /> },
              {
                path: 'map_creator/event_creator_new',
                Component: screen(() => import('@ui/features/event-editor/event-editor-screen'), 'EventEditorScreen'),
              },
              { path: 'item_creator', element: <ItemCreatorScreen /> },
              { path: 'shop', element: <ShopScreen /> },
              { path: 'money_shop', element: <MoneyShopScreen /> },
              { path: 'gatcha', element: <GachaScreen stage={<PhaserHost scene="gacha" />} /> },
              { path: 'closet', element: <ClosetScreen /> },
              { path: 'custom_skin', element: <CustomSkinScreen /> },
              { path: 'moderation', element: <ModerationScreen /> },
              { path: 'notices', element: <NoticesScreen /> },
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
