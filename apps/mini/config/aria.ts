// WeChat reads ARIA attributes on its view and text (base library 2.7.1+): screen readers then name the icon-only
// buttons and the tabs. Taro's template for WeChat carries none of them, so this build plugin adds the ones the app
// sets: to the template's view and text, and (aria-runtime.ts, run before the first page) to the runtime's list that
// names each attribute's slot in that template.
import path from 'node:path';
import { ARIA } from './aria-attributes';

// The parts of Taro's plugin context and platform this plugin uses.
interface WeappPlatform {
  platform: string;
  runtimePath: string | string[];
  template: { mergeComponents(ctx: PluginContext, patch: Record<string, Record<string, string>>): void };
}
interface PluginContext {
  registerMethod(method: { name: string; fn(platform: WeappPlatform): void }): void;
}

export default (ctx: PluginContext) => {
  ctx.registerMethod({
    name: 'onBuildInit',
    fn(platform: WeappPlatform) {
      if (platform.platform !== 'weapp') return;
      platform.template.mergeComponents(ctx, { View: ARIA, Text: ARIA });
      platform.runtimePath = [...[platform.runtimePath].flat(), path.join(__dirname, 'aria-runtime.ts')];
    },
  });
};
