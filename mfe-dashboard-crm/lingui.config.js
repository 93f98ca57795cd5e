import { linguiConfig } from '@vendange/build-config/lingui';

export default linguiConfig();
