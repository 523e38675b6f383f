/**
 * The translation namespaces each lazily loaded screen needs besides the bundled ones (common, errors, menu), by the
 * screen's export name. The route table downloads them alongside the screen's code; the build's landing pages
 * (landingPages.ts) preload them for the screens a visit can start on.
 */
export const screenNamespaces: Readonly<Record<string, readonly string[]>> = {
  LoginScreen: ['auth'],
  RegisterScreen: ['auth'],
  VerifyEmailScreen: ['auth'],
  ProfileScreen: ['profile', 'moderation'],
  AccountSettingsScreen: ['settings'],
  HistoryScreen: ['history'],
  PlayScreen: ['play'],
  MapCreatorScreen: ['creator'],
  EventListScreen: ['creator'],
  ItemCreatorScreen: ['items'],
  OnlineScreen: ['online', 'moderation'],
  ModerationScreen: ['moderation'],
  NoticesScreen: ['moderation'],
  NewsListScreen: ['news'],
  NewsArticleScreen: ['news'],
  EventEditorScreen: ['editor', 'creator'],
  ShopScreen: ['characters'],
  ClosetScreen: ['characters'],
  DailyScreen: ['daily', 'history'],
  ReplayScreen: ['daily', 'history', 'play'],
};
