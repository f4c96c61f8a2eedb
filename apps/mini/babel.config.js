// Taro's preset compiles TypeScript and JSX for both targets.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
};
