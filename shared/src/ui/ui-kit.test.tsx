type SystemModule = typeof import('./system');

describe('UI kit parts and their recipes', () => {
  const LATER_PARTS: Array<[part: string, module: () => unknown, slotRecipes: string[], recipes: string[]]> = [
    ['ui-forms', () => require('./forms'), ['checkbox', 'radioGroup', 'switch'], ['checkmark', 'radiomark', 'textarea']],
    ['ui-data', () => require('./data'), ['alert', 'collapsible', 'dataList', 'emptyState', 'list', 'progress', 'table'], ['code', 'skeleton']],
    ['ui-panels', () => require('./panels'), ['dialog', 'drawer'], []],
    ['ui-slides', () => require('./slides'), ['carousel', 'slider'], []],
    ['ui-extra', () => require('./extra'), ['menu', 'popover'], []],
    ['snackbars', () => require('./toaster'), ['toast'], []],
  ];

  it.each(LATER_PARTS)('%s brings its recipes into the one system when it loads, not before', (_part, loadPart, slotRecipes, recipes) => {
    jest.isolateModules(() => {
      const { pulpSystem } = require('./system') as SystemModule;
      for (const key of [...slotRecipes, ...recipes]) expect(pulpSystem.hasRecipe(key)).toBe(false);
      loadPart();
      for (const key of slotRecipes) expect(pulpSystem.isSlotRecipe(key)).toBe(true);
      for (const key of recipes) expect(pulpSystem.isRecipe(key)).toBe(true);
      // The first screen's recipes are still there.
      expect(pulpSystem.isRecipe('button')).toBe(true);
      expect(pulpSystem.isSlotRecipe('card')).toBe(true);
    });
  });

  it('keeps the first screen free of the later parts', () => {
    jest.isolateModules(() => {
      require('./index');
      const { pulpSystem } = require('./system') as SystemModule;
      for (const key of ['table', 'menu', 'carousel', 'dialog', 'drawer', 'toast', 'checkbox', 'collapsible']) expect(pulpSystem.hasRecipe(key)).toBe(false);
    });
  });
});
