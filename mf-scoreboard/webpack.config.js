const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  name: 'scoreboard',
  dir: __dirname,
  devPort: 3105,
  exposes: {
    './ScoreBoardPage': './src/features/score-board/ScoreBoardPage.tsx',
    './HackingInstructor': './src/features/hacking-instructor/HackingInstructor.tsx',
  },
});
