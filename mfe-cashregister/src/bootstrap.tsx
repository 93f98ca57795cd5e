import { mountStandalone } from '@vendange/mfe-kit';
import lifecycles from './lifecycles';

// Loaded as its own page (npm run dev -w mfe-cashregister): run alone against the gateway's API.
mountStandalone(lifecycles, document.getElementById('root')!);
