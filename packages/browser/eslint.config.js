import { base } from '@diary/tooling/eslint';

export default [...base];
