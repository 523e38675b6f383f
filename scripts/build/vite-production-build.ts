import type { Plugin } from 'vite';

/**
 * A production build is a production bundle whatever NODE_ENV the shell holds. Vite takes NODE_ENV from the
 * environment when it is set, so `NODE_ENV=development npm start` (the server's setting) used to ship React's
 * development build: a larger entry, and each component's absolute source path in the JavaScript (`jsxDEV` calls carry
 * `fileName`). Runs first, before the React plugin and Vite read NODE_ENV; `vite build --mode development` still
 * makes a development bundle on purpose.
 */
export function productionBuild(): Plugin {
  return {
    name: 'vacation-survival:production-build',
    enforce: 'pre',
    config(_config, { command, mode }) {
      if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
    },
  };
}
