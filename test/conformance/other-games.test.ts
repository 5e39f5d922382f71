// The conformance suite (suite.ts) of every registered game but Just Hatched and Henhouse (which have files of their own).
import { conformanceSuite } from './suite.js';

conformanceSuite((id) => id !== 'just-hatched' && id !== 'henhouse');
