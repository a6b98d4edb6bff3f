import { en } from './en';
import { setFallbackDictionary } from './i18n';

// Components render outside the root route in unit tests, where no dictionary comes as loader data:
// they speak English, the spec's wording their tests assert.
setFallbackDictionary(en);
