import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout, type LayoutHandle } from '@ui/layout/AppLayout';
import { CrashScreen } from '@ui/features/status/CrashScreen';
import type { UpcomingSection } from '@ui/features/status/ComingSoonScreen';
import { RequireSession } from './RequireSession';

/** A screen loaded on first visit, so the first page only downloads the layout and its own screen. */
function screen<Name extends string, Props extends object>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const MainMenuScreen = screen(() => import('@ui/features/main-menu/MainMenuScreen'), 'MainMenuScreen');
const LoginScreen = screen(() => import('@ui/features/auth/LoginScreen'), 'LoginScreen');
const RegisterScreen = screen(() => import('@ui/features/auth/RegisterScreen'), 'RegisterScreen');
const VerifyEmailScreen = screen(() => import('@ui/features/auth/VerifyEmailScreen'), 'VerifyEmailScreen');
const ProfileScreen = screen(() => import('@ui/features/profile/ProfileScreen'), 'ProfileScreen');
const AccountSettingsScreen = screen(() => import('@ui/features/settings/AccountSettingsScreen'), 'AccountSettingsScreen');
const NotFoundScreen = screen(() => import('@ui/features/status/NotFoundScreen'), 'NotFoundScreen');
const ComingSoonScreen = screen(() => import('@ui/features/status/ComingSoonScreen'), 'ComingSoonScreen');

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
          upcoming('history', 'history'),
          upcoming('play', 'play', noBottomBar),
          upcoming('online', 'online'),
          upcoming('cancel', 'paymentCancelled', noBottomBar),
          upcoming('success', 'paymentSuccess', noBottomBar),
          upcoming('newsletter', 'newsletter'),
          upcoming('newsletter/:id', 'article'),
          {
            element: <RequireSession />,
            children: [
              upcoming('map_creator', 'mapCreator'),
              upcoming('map_creator/event_creator', 'eventCreator'),
              upcoming('map_creator/event_creator_new', 'eventEditor'),
              upcoming('item_creator', 'itemCreator'),
              upcoming('shop', 'shop'),
              upcoming('money_shop', 'moneyShop'),
              upcoming('gatcha', 'gacha'),
              upcoming('closet', 'closet'),
              upcoming('custom_skin', 'customSkin'),
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
