// Loaded into each test worker before anything else (vitest.config.ts, `execArgv`).
//
// The web tests run in vm contexts (`pool: 'vmForks'`): the DOM is set up once per worker and compiled
// modules are shared, while each file still gets a fresh context. In that pool a CommonJS module that
// require()s an ES module gets the bare namespace back, without the `__esModule` mark Node adds, so
// Babel's interop wraps it once more and its default export is lost. The icons' CommonJS build does
// exactly that for one file of the colour package, which has a CommonJS twin under lib/: it is required
// from there instead.
import module from 'node:module';

const COMMONJS_TWINS = new Map([['@ant-design/colors/es/generate', '@ant-design/colors/lib/generate']]);

module.registerHooks({
  resolve(specifier, context, next) {
    return next(COMMONJS_TWINS.get(specifier) ?? specifier, context);
  },
});
