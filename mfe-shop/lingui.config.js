import { linguiConfig } from '@vendange/build-config/lingui';

// The shop's strings, plus the container names it shares with the dashboard (server-rendered pages load no shared catalog).
export default linguiConfig(['<rootDir>/src', '<rootDir>/../shared/ui/src/format-name.ts']);
