import { base } from '@diary/tooling/eslint';

export default [...base, { ignores: ['dist/**', 'reports/**'] }];
