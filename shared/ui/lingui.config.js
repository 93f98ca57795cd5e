import { linguiConfig } from '../build-config/src/lingui.js';

// Shared UI strings, plus the route registry's menu labels.
export default linguiConfig(['<rootDir>/src', '<rootDir>/../route-registry/src']);
