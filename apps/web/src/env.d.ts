/** Set by vite.config.ts `define`: the id of this build (also in dist/build.json) and package.json's version. */
declare const __BUILD_ID__: string;
declare const __APP_VERSION__: string;
